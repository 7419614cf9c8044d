#pragma once

/// The club's pages (issue 44, item 4; ARCHITECTURE.md, "The club's pages"):
/// a static website written from the same reads and sheets as the printed
/// reports — an index (the club, its games, the last results, its events and
/// seasons), a page per game (standings, a rating chart of the top players
/// as inline SVG), the Hall of Fame, the players' list and a page per
/// player (profile, chart, results), a page per season and per event. Plain
/// HTML and one style sheet: relative links only, no script, no external
/// resource, readable on a phone, light and dark from the reader's
/// preference, in the locale's language and notation, every name escaped.

#include "club/club.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace palmares::report {

/// What the pages are made of.
struct SiteOptions {
    /// The day the standings are of; default: the day of the club's last
    /// result (today when it has none), so that publishing again without a
    /// new result writes the same pages whatever the day.
    std::optional<QDate> at;
    int lastResults = 10;    ///< the index's last results
    int chartPlayers = 5;    ///< the players of a game's chart: its top ranked
    int playerResults = 100; ///< a player's page lists his most recent results, at most this many per game
};

/// One file of the site: its name in the site's folder (an ASCII name, no
/// folder) and its bytes.
struct SitePage {
    QString file;
    QByteArray bytes;
};

/// What a publication did to the folder.
struct SitePublication {
    int written = 0;     ///< files written: new, or their bytes changed
    int unchanged = 0;   ///< files whose bytes were already those: left alone, their modification time kept
    int removed = 0;     ///< files an earlier publication wrote that are no longer part of the site
    QStringList files;   ///< every file of the site, in the order written
    QStringList changed; ///< the files written (new or changed)
};

/// The name of the file, in the site's folder, that lists the files the
/// site wrote: publishing again removes those of them that are no longer
/// part of it, and nothing else.
inline constexpr QLatin1String SiteManifest(".palmares-site");

/// Every file of the site of `club` (the pages and the style sheet), built
/// in memory in the process's locale (QLocale()): texts translated where
/// the sheets translate them, numbers and dates in its notation.
std::optional<QList<SitePage>> sitePages(club::Club& club, const SiteOptions& options, club::Status& status);

/// Writes `pages` into `folder` (made when missing): a file whose bytes are
/// already those is not touched; the files the folder's manifest lists that
/// `pages` no longer has are removed; the manifest is rewritten. A folder
/// that is not empty and has no manifest (not a site's) is refused unless
/// `force`: then the site's files are written into it and nothing else in
/// it is ever removed.
std::optional<SitePublication> writeSite(const QList<SitePage>& pages, const QString& folder, bool force,
                                         club::Status& status);

/// sitePages, then writeSite.
std::optional<SitePublication> publishSite(club::Club& club, const QString& folder, const SiteOptions& options,
                                           bool force, club::Status& status);

/// "12 files written, 3 unchanged, 1 removed", translated.
QString publicationSummary(const SitePublication& publication);

/// A file name's part made of `name`: ASCII letters (accents dropped) and
/// digits in lower case, anything else a hyphen, at most 40 characters;
/// empty when nothing is left. The site's names add the record's id to it,
/// so two names that give the same part still give two files.
QString slug(const QString& name);

} // namespace palmares::report
