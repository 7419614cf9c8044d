#include "inputfile.h"

#include <QFile>

namespace palmares::cli {

std::optional<QByteArray> readInputFile(const QString& path, qint64 maxBytes, QString& error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
        return std::nullopt;
    }
    return maxBytes < 0 ? file.readAll() : file.read(maxBytes);
}

} // namespace palmares::cli
