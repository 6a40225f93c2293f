// SPDX-License-Identifier: GPL-3.0-or-later
// verify=: the checksums against their published check values, and every kind's chunks found good
// as written and bad after each kind of damage (a flipped byte, data of another offset, an older
// write of the same place).
#include "bench/jobs/verify.h"

#include <QTest>

using namespace fragscope::bench;

class TestVerify : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checkValues()
    {
        // The check values of the CRC catalogue (reveng): the CRC of the ASCII digits "123456789".
        const char digits[] = "123456789";
        QCOMPARE(crc32c(digits, 9), 0xe3069283u);
        QCOMPARE(crc32ieee(digits, 9), 0xcbf43926u);
    }

    void damageFound_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QByteArray>("pattern");
        QTest::addColumn<int>("interval");
        for (const char* kind : {"crc32c", "crc32", "md5", "sha1", "sha256", "sha512", "sha3-256", "xxhash"})
            QTest::newRow(kind) << QString::fromLatin1(kind) << QByteArray() << 0;
        QTest::newRow("crc32c-intel per 512") << QStringLiteral("crc32c-intel") << QByteArray() << 512;
        QTest::newRow("meta with pattern") << QStringLiteral("meta") << QByteArray("\xaa\x55\x5a\xa5", 4) << 512;
        QTest::newRow("pattern") << QStringLiteral("pattern") << QByteArray("abc") << 0;
    }

    void damageFound()
    {
        QFETCH(QString, kind);
        QFETCH(QByteArray, pattern);
        QFETCH(int, interval);
        const auto k = verifyKindFromName(kind);
        QVERIFY(k);
        const VerifyFormat f{*k, pattern, std::uint32_t(interval)};
        constexpr std::uint32_t kLength = 8192;
        constexpr std::uint64_t kOffset = 1 << 20;
        QByteArray block(kLength, '\0');
        auto* data = reinterpret_cast<unsigned char*>(block.data());
        f.fill(data, kLength, kOffset, 42);
        QVERIFY2(f.check(data, kLength, kOffset, 42), qPrintable(messageOf(f.check(data, kLength, kOffset, 42))));
        QVERIFY(f.check(data, kLength, kOffset)); // a read job knows no seed

        QByteArray flipped = block;
        flipped[kLength - 100] = char(flipped[kLength - 100] ^ 0x01);
        QVERIFY(!f.check(reinterpret_cast<unsigned char*>(flipped.data()), kLength, kOffset));
        if (f.kind == VerifyKind::Pattern)
            return; // no header: a pattern says nothing of where or when
        const QString misplaced = messageOf(f.check(data, kLength, kOffset + kLength));
        QVERIFY2(misplaced.contains(QLatin1String("misplaced")), qPrintable(misplaced));
        const QString stale = messageOf(f.check(data, kLength, kOffset, 43));
        QVERIFY2(stale.contains(QLatin1String("older")), qPrintable(stale));
        const QByteArray zeros(kLength, '\0');
        const QString never
            = messageOf(f.check(reinterpret_cast<const unsigned char*>(zeros.constData()), kLength, kOffset));
        QVERIFY2(never.contains(QLatin1String("no verify header")), qPrintable(never));
    }

    void patterns()
    {
        QCOMPARE(parseVerifyPattern(QStringLiteral("0xaa555aa5")), QByteArray("\xaa\x55\x5a\xa5", 4));
        QCOMPARE(parseVerifyPattern(QStringLiteral("0xf")), QByteArray("\x0f", 1));
        QCOMPARE(parseVerifyPattern(QStringLiteral("'abc'")), QByteArray("abc"));
        QCOMPARE(parseVerifyPattern(QStringLiteral("\"x y\"")), QByteArray("x y"));
        QCOMPARE(parseVerifyPattern(QStringLiteral("255")), QByteArray("\xff", 1));
        QVERIFY(!parseVerifyPattern(QStringLiteral("0xzz")));
        QVERIFY(!parseVerifyPattern(QStringLiteral("%o")));
        QVERIFY(!verifyKindFromName(QStringLiteral("crc7"))); // fio's, not ours
    }
};

QTEST_GUILESS_MAIN(TestVerify)
#include "tst_verify.moc"
