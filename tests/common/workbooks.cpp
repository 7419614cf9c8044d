#include "workbooks.h"

#include <QBuffer>
#include <QFile>
#include <QProcess>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

namespace palmares::test {

QByteArray zipOf(const QList<QPair<QString, QByteArray>>& entries, const QStringList& stored)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QuaZip zip(&buffer);
    if (!zip.open(QuaZip::mdCreate)) {
        return {};
    }
    for (const auto& [name, content] : entries) {
        QuaZipFile file(&zip);
        const bool store = stored.contains(name);
        if (!file.open(QIODevice::WriteOnly, QuaZipNewInfo(name), nullptr, 0, store ? 0 : Z_DEFLATED,
                       store ? 0 : Z_DEFAULT_COMPRESSION)) {
            return {};
        }
        file.write(content);
        file.close();
    }
    zip.close();
    return bytes;
}

QByteArray entryOf(const QByteArray& zipBytes, const QString& name)
{
    QByteArray copy = zipBytes;
    QBuffer buffer(&copy);
    QuaZip zip(&buffer);
    if (!zip.open(QuaZip::mdUnzip) || !zip.setCurrentFile(name)) {
        return {};
    }
    QuaZipFile file(&zip);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.readAll();
}

QByteArray withEntry(const QByteArray& zipBytes, const QString& name, const QByteArray& content)
{
    QByteArray copy = zipBytes;
    QBuffer buffer(&copy);
    QuaZip zip(&buffer);
    if (!zip.open(QuaZip::mdUnzip)) {
        return {};
    }
    QList<QPair<QString, QByteArray>> entries;
    bool replaced = false;
    for (const QString& n : zip.getFileNameList()) {
        if (n == name) {
            entries.append({n, content});
            replaced = true;
        } else {
            entries.append({n, entryOf(zipBytes, n)});
        }
    }
    if (!replaced) {
        entries.append({name, content});
    }
    return zipOf(entries);
}

QByteArray odsOf(const QString& tables)
{
    const QByteArray mimetype = "application/vnd.oasis.opendocument.spreadsheet";
    const QByteArray manifest =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<manifest:manifest xmlns:manifest=\"urn:oasis:names:tc:opendocument:xmlns:manifest:1.0\" "
        "manifest:version=\"1.2\">\n"
        " <manifest:file-entry manifest:full-path=\"/\" manifest:version=\"1.2\" "
        "manifest:media-type=\"application/vnd.oasis.opendocument.spreadsheet\"/>\n"
        " <manifest:file-entry manifest:full-path=\"content.xml\" manifest:media-type=\"text/xml\"/>\n"
        "</manifest:manifest>\n";
    const QByteArray content =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<office:document-content xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" "
        "xmlns:table=\"urn:oasis:names:tc:opendocument:xmlns:table:1.0\" "
        "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\" office:version=\"1.2\">"
        "<office:body><office:spreadsheet>" +
        tables.toUtf8() + "</office:spreadsheet></office:body></office:document-content>\n";
    return zipOf({{QStringLiteral("mimetype"), mimetype},
                  {QStringLiteral("META-INF/manifest.xml"), manifest},
                  {QStringLiteral("content.xml"), content}},
                 {QStringLiteral("mimetype")});
}

bool writeXlsxFixtures(const QString& dir)
{
    QProcess p;
    p.start(QStringLiteral(PALMARES_XLSX_FIXTURES), {dir});
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

QByteArray bytesOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace palmares::test
