// SPDX-License-Identifier: GPL-3.0-or-later
// The Japanese interface: every message of the catalogue is translated and keeps the source's
// placeholders, markup and line ends; the binary speaks Japanese under a Japanese locale and
// English under C.
#include "testpaths.h"
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void catalogueComplete();
    void binarySpeaksTheLocale();
};

namespace {

// What a translation must carry over from its source: %1..%9, %n, %p, tags, the final newline.
QStringList marks(const QString& s)
{
    QStringList out;
    static const QRegularExpression re(QStringLiteral("%[1-9np]|</?[a-z0-9]+>"));
    for (auto it = re.globalMatch(s); it.hasNext();)
        out << it.next().captured();
    out.sort();
    if (s.endsWith(u'\n'))
        out << QStringLiteral("\\n at the end");
    return out;
}

} // namespace

void TestTranslations::catalogueComplete()
{
    QFile ts(sourcePath(QStringLiteral("translations/fragscope_ja.ts")));
    QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
    QXmlStreamReader xml(&ts);
    QString context, source;
    int messages = 0;
    QStringList problems;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++messages;
            const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            // A plural message keeps its text in <numerusform> (Japanese has one form), others directly.
            QString direct, form;
            bool inForm = false, plural = false;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    inForm = plural = true;
                else if (xml.isEndElement() && xml.name() == QLatin1String("numerusform"))
                    inForm = false;
                else if (xml.isCharacters())
                    (inForm ? form : direct) += xml.text();
            }
            const QString text = plural ? form : direct;
            if (unfinished || text.trimmed().isEmpty())
                problems << QStringLiteral("%1: not translated: %2").arg(context, source.left(60));
            else if (marks(text) != marks(source))
                problems << QStringLiteral("%1: %2 became %3").arg(context, source.left(60), text.left(60));
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 500);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestTranslations::binarySpeaksTheLocale()
{
    const auto help = [](const QString& locale) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("LC_ALL"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        env.remove(QStringLiteral("LANGUAGE"));
        env.insert(QStringLiteral("LANG"), locale);
        p.setProcessEnvironment(env);
        p.start(fragscopeBin(), {QStringLiteral("map"), QStringLiteral("--help")});
        p.waitForFinished(30'000);
        return QString::fromUtf8(p.readAllStandardOutput());
    };
    const QString ja = help(QStringLiteral("ja_JP.UTF-8"));
    QVERIFY2(ja.contains(QStringLiteral("このヘルプを表示します")), qPrintable(ja));
    const QString en = help(QStringLiteral("C.UTF-8"));
    QVERIFY2(en.contains(QLatin1String("Show this help.")), qPrintable(en));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
