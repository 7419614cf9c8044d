// The club's pages written into their folder (site.h): only what changed
// is written, and only what the site wrote is ever removed.

#include "report/site.h"

#include "report/sitehtml.h"
#include "report/spreadsheets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace palmares::report {

using site::Site;

QString slug(const QString& name)
{
    // Compatibility decomposition: "é" is "e" and its accent, "ﬁ" is "fi".
    const QString decomposed = name.normalized(QString::NormalizationForm_KD);
    QString out;
    bool hyphen = false;
    for (const QChar ch : decomposed) {
        if (ch.unicode() < 128 && ch.isLetterOrNumber()) {
            if (hyphen && !out.isEmpty()) {
                out += QLatin1Char('-');
            }
            hyphen = false;
            out += ch.toLower();
        } else if (ch.category() != QChar::Mark_NonSpacing) {
            hyphen = true;
        }
        if (out.size() >= 40) {
            break;
        }
    }
    return out;
}

namespace {

/// A name the site may have written: ASCII, no folder, not hidden. A
/// manifest edited by hand cannot make the site remove anything else.
bool siteFileName(const QString& name)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9][a-z0-9.-]*\\.(html|css)$"));
    return pattern.match(name).hasMatch();
}

/// The files the folder's manifest lists (none when it has none).
QStringList manifestOf(const QDir& dir)
{
    QFile f(dir.filePath(SiteManifest));
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    QStringList files;
    for (const QByteArray& line : f.readAll().split('\n')) {
        const QString name = QString::fromUtf8(line).trimmed();
        if (siteFileName(name)) {
            files << name;
        }
    }
    return files;
}

/// The file replaced whole (workbook::replaceFile, as every sheet is written).
bool writeFile(const QString& path, const QByteArray& bytes, club::Status& status)
{
    QString error;
    if (!workbook::replaceFile(path, bytes, &error)) {
        status = club::Status::failure(error);
        return false;
    }
    return true;
}

bool writeManifest(const QDir& dir, const QStringList& files, club::Status& status)
{
    const QByteArray text = "# Written by Palmares: the files of the club's pages in this folder.\n"
                            "# Publishing again removes those of them that are no longer part of the site.\n" +
                            files.join(QLatin1Char('\n')).toUtf8() + '\n';
    QFile current(dir.filePath(SiteManifest));
    if (current.open(QIODevice::ReadOnly) && current.readAll() == text) {
        return true;
    }
    current.close();
    return writeFile(dir.filePath(SiteManifest), text, status);
}

/// Whether the site may write into `dir`: a new or empty folder, or one
/// where it wrote before (its manifest), or any when forced.
bool mayWrite(const QDir& dir, bool force, club::Status& status)
{
    if (!dir.exists() && !QDir().mkpath(dir.path())) {
        status =
            club::Status::failure(Site::tr("Cannot make the folder %1.").arg(QDir::toNativeSeparators(dir.path())));
        return false;
    }
    const bool empty = dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot).isEmpty();
    if (!empty && !force && !QFileInfo::exists(dir.filePath(SiteManifest))) {
        status = club::Status::failure(
            Site::tr("%1 is not empty and holds no club's pages: choose an empty folder, or the one the pages were "
                     "published into before (or publish anyway with --force; nothing of what is there is removed).")
                .arg(QDir::toNativeSeparators(dir.path())));
        return false;
    }
    return true;
}

} // namespace

std::optional<SitePublication> writeSite(const QList<SitePage>& pages, const QString& folder, bool force,
                                         club::Status& status)
{
    status = {};
    const QDir dir(folder);
    if (!mayWrite(dir, force, status)) {
        return std::nullopt;
    }
    SitePublication out;
    for (const SitePage& page : pages) {
        out.files << page.file;
    }
    const QStringList before = manifestOf(dir);
    const QSet<QString> now(out.files.cbegin(), out.files.cend());
    // The manifest first lists both, so that an interruption leaves no file
    // of the site unlisted; then only what the site is made of.
    QStringList both = before;
    for (const QString& f : out.files) {
        if (!before.contains(f)) {
            both << f;
        }
    }
    if (!writeManifest(dir, both, status)) {
        return std::nullopt;
    }
    for (const SitePage& page : pages) {
        QFile current(dir.filePath(page.file));
        if (current.open(QIODevice::ReadOnly) && current.size() == page.bytes.size() &&
            current.readAll() == page.bytes) {
            ++out.unchanged;
            continue;
        }
        current.close();
        if (!writeFile(dir.filePath(page.file), page.bytes, status)) {
            return std::nullopt;
        }
        ++out.written;
        out.changed << page.file;
    }
    for (const QString& f : before) {
        if (!now.contains(f) && QFileInfo(dir.filePath(f)).isFile()) {
            if (!QFile::remove(dir.filePath(f))) {
                status = club::Status::failure(Site::tr("Cannot remove %1, a page no longer part of the site.")
                                                   .arg(QDir::toNativeSeparators(dir.filePath(f))));
                return std::nullopt;
            }
            ++out.removed;
        }
    }
    if (!writeManifest(dir, out.files, status)) {
        return std::nullopt;
    }
    return out;
}

std::optional<SitePublication> publishSite(club::Club& club, const QString& folder, const SiteOptions& options,
                                           bool force, club::Status& status)
{
    const auto pages = sitePages(club, options, status);
    if (!pages) {
        return std::nullopt;
    }
    return writeSite(*pages, folder, force, status);
}

QString publicationSummary(const SitePublication& publication)
{
    return Site::tr("%Ln files written", nullptr, publication.written) + QStringLiteral(", ") +
           Site::tr("%Ln unchanged", nullptr, publication.unchanged) + QStringLiteral(", ") +
           Site::tr("%Ln removed", nullptr, publication.removed);
}

} // namespace palmares::report
