// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/modules.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <dlfcn.h>
#include <unistd.h>

namespace fragscope {

QStringList moduleCandidates(const QString& fileName)
{
    const QString exeDir = QFileInfo(QFile::symLinkTarget(QStringLiteral("/proc/self/exe"))).absolutePath();
    return {exeDir + QLatin1Char('/') + fileName,
        exeDir + QStringLiteral("/" FRAGSCOPE_MODULE_RELATIVE_DIR "/") + fileName};
}

void* moduleSymbol(const QString& fileName, const char* symbol, QString* errors)
{
    for (const QString& path : moduleCandidates(fileName)) {
        if (!QFile::exists(path))
            continue;
        void* module = ::dlopen(pathBytes(path).constData(), RTLD_NOW | RTLD_LOCAL);
        if (!module) {
            *errors += QString::fromLocal8Bit(::dlerror()) + QLatin1Char('\n');
            continue;
        }
        if (void* found = ::dlsym(module, symbol))
            return found;
        *errors += QStringLiteral("%1: no %2\n").arg(path, QLatin1String(symbol));
    }
    if (errors->isEmpty())
        *errors = QCoreApplication::translate("Modules", "%1 is not installed (looked in %2)")
                      .arg(fileName, moduleCandidates(fileName).join(QStringLiteral(", ")));
    return nullptr;
}

std::unique_ptr<LabImageBackend> udisksImageBackend(QString* error)
{
    QString errors;
    using Make = LabImageBackend* (*)();
    auto make = reinterpret_cast<Make>(
        moduleSymbol(QStringLiteral("libfragscope_udisks_module.so"), "fragscope_make_udisks_backend", &errors));
    if (!make) {
        *error = errors.trimmed();
        return {};
    }
    return std::unique_ptr<LabImageBackend>(make());
}

Result<std::unique_ptr<LabImages>> createLabImages(
    const QString& folder, const QStringList& types, std::uint64_t needBytes)
{
    if (::geteuid() == 0)
        return LabImages::create(folder, types, needBytes);
    QString why;
    auto backend = udisksImageBackend(&why);
    if (!backend) {
        return std::unexpected(Error{folder,
            QCoreApplication::translate("Modules",
                "making loop-mounted file systems needs root or udisks2, and the udisks2 module did not load "
                "(%1): run with sudo, or give directories on the file systems to compare instead")
                .arg(why)});
    }
    return LabImages::create(folder, types, needBytes, std::move(backend));
}

Result<int> openThroughUDisks(const QString& node)
{
    QString errors;
    using Open = int (*)(const char*, char*, int);
    const auto open = reinterpret_cast<Open>(
        moduleSymbol(QStringLiteral("libfragscope_udisks_module.so"), "fragscope_udisks_open_for_benchmark", &errors));
    if (!open)
        return std::unexpected(Error{node, errors.trimmed()});
    char reason[1024] = {};
    const int fd = open(pathBytes(node).constData(), reason, int(sizeof reason));
    if (fd < 0)
        return std::unexpected(Error{node, QString::fromUtf8(reason)});
    return fd;
}

} // namespace fragscope
