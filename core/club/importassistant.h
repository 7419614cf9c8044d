#pragma once

#include "clubcontext.h"
#include "interchange.h"
#include "status.h"

#include "csv/sheet.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace palmares::club {

/// How the day and month of a date are written in a file.
enum class DateOrder {
    Auto,         ///< found from the file's dates (ImportAssistant::look)
    YearMonthDay, ///< 2025-09-14
    DayMonthYear, ///< 14/09/2025, 14.09.25 (Europe)
    MonthDayYear, ///< 09/14/2025 (the United States)
};
[[nodiscard]] QString dateOrderKey(DateOrder order); ///< "auto", "ymd", "dmy", "mdy"
[[nodiscard]] std::optional<DateOrder> dateOrderFromKey(const QString& key);

/// What becomes of the match codes of a file (`import --codes`): a sheet
/// numbered from 1 every season repeats the codes of the last one.
enum class MatchCodes {
    Keep,   ///< as written: a code the club already has is refused
    Prefix, ///< each written after ImportMapping::codePrefix ("2026-1")
    New,    ///< replaced by new codes, as a result entered in the window gets (M<n>)
};

/// What the secretary decided about a file that is not in the interchange
/// form (RATING_RULES.md §1): which field each column holds, the games and
/// players its names are. Saved in the club, keyed by the file's header,
/// when an import with it is written: the next file of the same shape
/// starts from it.
struct ImportMapping {
    std::optional<csv::TextEncoding> encoding; ///< nullopt: detected
    std::optional<QChar> separator;            ///< nullopt: detected
    /// A workbook's sheet (.xlsx, .ods): its name, or its number from 1;
    /// "" takes its only sheet with rows. Not saved: it names the file's sheet.
    QString sheet;
    /// File column (as its header names it) → field (ImportAssistant::fields:
    /// "player", "score", or a participant's field numbered for files with
    /// one row per match: "player:2", "score:2"), or "" when the person
    /// leaves it out (`--map COLUMN=-`, the window's "(leave out)"). A
    /// column not here is left out too, unless undecidedColumns() names it:
    /// then the file is refused until the person says.
    QMap<QString, QString> columns;
    QString game; ///< the game of every row when no column gives it
    DateOrder dateOrder = DateOrder::Auto;
    QMap<QString, QString> games;    ///< game as written → the club's game
    QMap<QString, QString> newGames; ///< game as written → rule set (its key): created by the import
    /// Player as written → the club's player (or a new player's name); a
    /// name not here is the club's player of that name, or of that name
    /// once accents, case and spaces are folded, or else a new player.
    QMap<QString, QString> players;
    /// The file's match codes, and the prefix put before them (Prefix). Not
    /// saved: the next file of the same shape may be numbered afresh or not.
    MatchCodes codes = MatchCodes::Keep;
    QString codePrefix;

    [[nodiscard]] QJsonObject toJson() const;
    static ImportMapping fromJson(const QJsonObject& json);
    friend bool operator==(const ImportMapping&, const ImportMapping&) = default;
};

/// A player's name in the file and who he is in the club.
struct NameMatch {
    enum class Kind {
        Exact,  ///< a player of the club, written the same
        Folded, ///< a player of the club once accents, case and spaces are folded
        Mapped, ///< as the mapping says
        Close,  ///< no player of the club, but close spellings to confirm (`candidates`)
        New,    ///< no player of the club is near: a new player
    };
    QString written; ///< normalised
    int line = 0;    ///< its first line in the file
    int rows = 0;    ///< how many rows name him
    Kind kind = Kind::New;
    QString player;         ///< the club's player (Exact, Folded, Mapped) or the new player's name
    QStringList candidates; ///< Close: the club's players it may be, nearest first
};

/// A game's name in the file and the club's game it is.
struct GameMatch {
    QString written;
    int line = 0;
    int rows = 0;
    QString game;    ///< the club's game; "" when unknown
    QString ruleSet; ///< the rule set of a game the import creates; "" otherwise
};

/// A sheet of a workbook, for the person to choose from.
struct WorkbookSheetInfo {
    QString name;
    int rows = 0; ///< the rows holding a value, the header's included
};

/// What the assistant makes of a file: how it reads it, the mapping in use,
/// the games and players it names, and what is still to decide.
struct ImportLook {
    csv::Sheet sheet;
    ImportMapping mapping;     ///< given, else saved for files of this header, else guessed from the header
    bool savedMapping = false; ///< `mapping` is the one the club saved
    /// The file is in the interchange form (its columns named as RATING_RULES.md
    /// §1 names them, separated by commas): Interchange::importCsv takes it as it is.
    bool interchange = false;
    DateOrder dateOrder = DateOrder::YearMonthDay; ///< the order in use (found when the mapping says Auto)
    QList<GameMatch> games;
    QList<NameMatch> players;
    QList<Problem> problems; ///< what keeps the file from being read (a column mapped twice, no player column…)
    /// A workbook's sheets, in order (empty for a file of text), and the one
    /// read: the problems' lines are its rows (palmares::sheetProblemText).
    QList<WorkbookSheetInfo> workbookSheets;
    QString sheetName;
};

/// The import assistant (issue 18): a club's own spreadsheet, saved as text
/// in any separator and encoding or a sheet of a workbook (.xlsx, .ods,
/// core/workbook: issue 44), read through a mapping of its columns,
/// games and players, into the interchange import (Interchange::importCsv),
/// which keeps it one transaction, every problem at its line and column of
/// the file as the secretary has it.
class ImportAssistant
{
public:
    ImportAssistant(ClubContext& context, Interchange& interchange) : m_context(context), m_interchange(interchange) {}

    /// Every field a column may hold, for one row per participant; each
    /// participant field numbered (":N") is a file with one row per match.
    static const QStringList& fields();
    /// The fields a participant can have a number of ("player", "score"…).
    static const QStringList& participantFields();

    /// Reads `bytes` (named `fileName`) with `given`, else the mapping the
    /// club saved for files of its header, else one guessed from the
    /// header's names, and matches its games and players to the club's.
    /// A workbook (.xlsx, .ods) is read at its sheet `given` names, else
    /// `sheet` (a name or a number from 1), else its only sheet with rows;
    /// the look's mapping names the sheet read.
    ImportLook look(const QByteArray& bytes, const QString& fileName,
                    const std::optional<ImportMapping>& given = std::nullopt, const QString& sheet = {});
    /// The same of a file already read with `given`'s encoding and separator
    /// (the window's assistant, which reads it again only when those change).
    ImportLook look(csv::Sheet sheet, const std::optional<ImportMapping>& given);

    /// Imports `bytes` through `mapping`, or (`dryRun`) says what it would
    /// do: one transaction, new games and players included; the mapping is
    /// saved with it.
    ImportReport run(const QByteArray& bytes, const QString& fileName, const ImportMapping& mapping, bool dryRun);

    /// Whether `bytes` are in the interchange form (ImportLook::interchange),
    /// from their first line only: what decides, before a large file is read
    /// whole, whether it needs the assistant. The first HeaderBytes of a file
    /// are enough (a header is a line of column names).
    static bool inInterchangeForm(const QByteArray& bytes);
    static constexpr qsizetype HeaderBytes = qsizetype{64} * 1024;

    /// The key of a header: its names folded (accents, case and spaces).
    static QString headerKey(const QStringList& header);

    /// The columns of `sheet` (0-based) that `mapping` says nothing of and
    /// that may not be left out unsaid, each a problem ("`leftt`: no such
    /// column; did you mean `left`?") until the person maps it or leaves it
    /// out: in a file of the results form (its header names §1's match,
    /// date, game and player, RATING_RULES.md) every column that is no
    /// field, and in any file a column named nearly as a field is.
    static QList<int> undecidedColumns(const csv::Sheet& sheet, const ImportMapping& mapping);

private:
    ClubContext& m_context;
    Interchange& m_interchange;
};

} // namespace palmares::club
