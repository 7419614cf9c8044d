#include "importwizard.h"

#include "dialogs.h"
#include "models/gamesmodel.h"
#include "session.h"

#include "rating/types.h"

#include <QComboBox>
#include <QDate>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace palmares::ui {

namespace {

/// A page whose completeness and preparation the wizard says.
class Page final : public QWizardPage
{
public:
    using QWizardPage::QWizardPage;
    std::function<bool()> complete;
    std::function<void()> prepare;

    [[nodiscard]] bool isComplete() const override { return complete ? complete() : true; }
    void initializePage() override
    {
        if (prepare) {
            prepare();
        }
    }
    void changed() { Q_EMIT completeChanged(); }
};

Page* asPage(QWizardPage* page)
{
    return dynamic_cast<Page*>(page); // every page of the wizard is one
}

QLabel* problemLabel(QWidget* parent)
{
    auto* l = new QLabel(parent);
    l->setObjectName(QStringLiteral("problems"));
    l->setStyleSheet(QStringLiteral("color: #b00020;"));
    l->setWordWrap(true);
    l->setTextFormat(Qt::PlainText);
    return l;
}

QTableWidget* table(QWidget* parent, const QString& name, const QStringList& header)
{
    auto* t = new QTableWidget(parent);
    t->setObjectName(name);
    t->setColumnCount(static_cast<int>(header.size()));
    t->setHorizontalHeaderLabels(header);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

QTableWidgetItem* item(const QString& text)
{
    return new QTableWidgetItem(text);
}

/// The first three different values of `column`, for the person to
/// recognise it: "12 · 7 · 3".
QString samplesOf(const csv::Sheet& sheet, int column)
{
    QStringList samples;
    for (const csv::SheetRecord& r : sheet.records) {
        const QString cell = column < r.cells.size() ? r.cells.at(column).trimmed() : QString();
        if (!cell.isEmpty() && !samples.contains(cell)) {
            samples << cell;
        }
        if (samples.size() == 3) {
            break;
        }
    }
    return samples.join(QStringLiteral(" · "));
}

/// The largest participant number the mapping uses.
int largestSlot(const club::ImportMapping& mapping)
{
    int largest = 0;
    for (const QString& field : mapping.columns) {
        const qsizetype colon = field.indexOf(QLatin1Char(':'));
        if (colon > 0) {
            largest = std::max(largest, field.mid(colon + 1).toInt());
        }
    }
    return largest;
}

} // namespace

club::ImportReport importInBackground(Session& session, const std::function<club::ImportReport(club::Club&)>& import,
                                      const QString& what, bool closedSeasonsConfirmed)
{
    club::ImportReport report;
    const club::Status status = session.inBackground(
        [&report, &import, closedSeasonsConfirmed](club::Club& c) {
            c.confirmClosedSeasons(closedSeasonsConfirmed);
            report = import(c);
            c.confirmClosedSeasons(false);
            return club::Status();
        },
        what);
    report.problems += status.problems; // busy, or the worker could not open the club
    return report;
}

ImportWizard::ImportWizard(Session& session, const QString& path, const QByteArray& bytes, QWidget* parent)
    : QWizard(parent),
      m_session(session),
      m_path(path),
      m_bytes(bytes)
{
    setObjectName(QStringLiteral("importWizard"));
    setWindowTitle(tr("Import %1").arg(QFileInfo(path).fileName()));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setButtonText(QWizard::FinishButton, tr("&Import"));

    // One read in the worker: the club's players and games, and what the
    // club saved for files of this header, else a guess.
    adopt(m_session.readNow<Opening>([&bytes, &path](club::Club& club) {
        Opening read;
        for (const club::Player& p : club.roster().players().value_or(QList<club::Player>{})) {
            read.players << p.name;
        }
        read.games = club.catalogue().games().value_or(QList<club::Game>{});
        read.look = club.importAssistant().look(bytes, path);
        return read;
    }));

    setPage(FilePage, makeFilePage());
    setPage(ColumnsPage, makeColumnsPage());
    setPage(GamesPage, makeGamesPage());
    setPage(PlayersPage, makePlayersPage());
    setPage(DryRunPage, makeDryRunPage());
    resize(820, 600);
}

void ImportWizard::adopt(Opening opening)
{
    m_clubPlayers = std::move(opening.players);
    m_clubPlayers.sort(Qt::CaseInsensitive);
    m_clubGames = std::move(opening.games);
    m_look = std::move(opening.look);
    m_mapping = m_look.mapping;
    m_savedMapping = m_look.savedMapping;
    m_savedPlayers = m_mapping.players;
}

QString ImportWizard::fieldLabel(const QString& field)
{
    const qsizetype colon = field.indexOf(QLatin1Char(':'));
    const QString key = colon < 0 ? field : field.left(colon);
    QString label;
    if (key == QLatin1String("match")) {
        label = tr("Match identifier");
    } else if (key == QLatin1String("match_of_day")) {
        label = tr("Table number within the day");
    } else if (key == QLatin1String("date")) {
        label = tr("Date");
    } else if (key == QLatin1String("time")) {
        label = tr("Time of day");
    } else if (key == QLatin1String("game")) {
        label = tr("Game");
    } else if (key == QLatin1String("deals")) {
        label = tr("Deals");
    } else if (key == QLatin1String("outcome")) {
        label = tr("Outcome");
    } else if (key == QLatin1String("duration_min")) {
        label = tr("Duration (minutes)");
    } else if (key == QLatin1String("void")) {
        label = tr("Void (not rated)");
    } else if (key == QLatin1String("player")) {
        label = tr("Player");
    } else if (key == QLatin1String("rank")) {
        label = tr("Rank");
    } else if (key == QLatin1String("score")) {
        label = tr("Score");
    } else if (key == QLatin1String("team")) {
        label = tr("Team");
    } else if (key == QLatin1String("left")) {
        label = tr("Left the match");
    } else if (key == QLatin1String("morale")) {
        label = tr("Morale");
    } else if (key == QLatin1String("morale_lost")) {
        label = tr("Morale lost");
    } else if (key == QLatin1String("army_points")) {
        label = tr("Army points");
    } else if (key == QLatin1String("turns")) {
        label = tr("Turns");
    } else if (key == QLatin1String("army_list")) {
        label = tr("Army list");
    } else {
        label = key;
    }
    if (colon >= 0) {
        label = tr("%1 of participant %2").arg(label, field.mid(colon + 1));
    }
    return label;
}

void ImportWizard::relook()
{
    // The file is read again only when its encoding or separator changed;
    // a column, the game or the date order re-reads the mapping alone.
    const bool sameReading = !m_look.sheet.header.isEmpty() && m_mapping.encoding == m_readWith.encoding &&
                             m_mapping.separator == m_readWith.separator && m_mapping.sheet == m_readSheet;
    // In the worker, on copies: the sheet read already moves there and back.
    m_look = m_session.readNow<club::ImportLook>([sheet = sameReading ? std::move(m_look.sheet) : csv::Sheet(),
                                                  sameReading, bytes = m_bytes, path = m_path,
                                                  mapping = m_mapping](club::Club& club) mutable {
        club::ImportAssistant& assistant = club.importAssistant();
        return sameReading ? assistant.look(std::move(sheet), mapping) : assistant.look(bytes, path, mapping);
    });
    m_readWith = {m_mapping.encoding, m_mapping.separator};
    m_readSheet = m_mapping.sheet;
}

// ------------------------------------------------------------------- file

QWizardPage* ImportWizard::makeFilePage()
{
    auto* page = new Page(this);
    page->setTitle(tr("The file"));
    page->setSubTitle(tr("How the file is read. Change the encoding if accented letters look wrong, the separator if "
                         "the columns are not split."));
    m_detected = new QLabel(page);
    m_detected->setWordWrap(true);
    m_encoding = new QComboBox(page);
    m_encoding->setObjectName(QStringLiteral("encoding"));
    const QList<QPair<csv::TextEncoding, QString>> encodings = {
        {csv::TextEncoding::Utf8, tr("UTF-8")},
        {csv::TextEncoding::Utf8Bom, tr("UTF-8 with a byte order mark")},
        {csv::TextEncoding::Utf16, tr("UTF-16 (Unicode text)")},
        {csv::TextEncoding::Windows1252, tr("Windows-1252 (Western Europe)")},
        {csv::TextEncoding::Latin1, tr("Latin-1 (ISO 8859-1)")},
    };
    for (const auto& e : encodings) {
        m_encoding->addItem(e.second, csv::encodingKey(e.first));
    }
    m_separator = new QComboBox(page);
    m_separator->setObjectName(QStringLiteral("separator"));
    m_separator->addItem(tr("; (semicolon)"), QStringLiteral(";"));
    m_separator->addItem(tr(", (comma)"), QStringLiteral(","));
    m_separator->addItem(tr("Tab"), QStringLiteral("\t"));
    m_separator->addItem(tr("| (vertical bar)"), QStringLiteral("|"));
    // A workbook of several sheets with rows: the secretary picks one.
    m_sheet = new QComboBox(page);
    m_sheet->setObjectName(QStringLiteral("sheet"));
    for (const club::WorkbookSheetInfo& s : std::as_const(m_look.workbookSheets)) {
        m_sheet->addItem(tr("%1 (%Ln rows)", nullptr, s.rows).arg(s.name), s.name);
    }
    m_sheet->setPlaceholderText(tr("Choose the sheet of results"));
    m_sheet->setCurrentIndex(m_sheet->findData(m_look.sheetName));
    m_preview = table(page, QStringLiteral("preview"), {});
    m_preview->horizontalHeader()->setStretchLastSection(false);
    m_fileProblems = problemLabel(page);

    auto* form = new QFormLayout;
    const bool workbook = !m_look.workbookSheets.isEmpty();
    if (workbook) {
        // A workbook has no encoding or separator to choose: its sheet only.
        page->setSubTitle(tr("How the workbook is read: choose the sheet of results; its cells are read as the "
                             "spreadsheet typed them (dates, numbers, the values of formulas)."));
        form->addRow(tr("S&heet:"), m_sheet);
        m_encoding->hide();
        m_separator->hide();
    } else {
        form->addRow(tr("&Encoding:"), m_encoding);
        form->addRow(tr("&Separator:"), m_separator);
        m_sheet->hide();
    }
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_detected);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("The first rows as read:"), page));
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_fileProblems);

    const auto reread = [this, page] {
        const auto encoding = csv::encodingFromKey(m_encoding->currentData().toString());
        const QString separator = m_separator->currentData().toString();
        // Only what the secretary changed is kept: a file saved another way
        // next time is still detected.
        m_mapping.encoding = encoding == m_look.sheet.encoding && !m_mapping.encoding ? std::nullopt : encoding;
        m_mapping.separator =
            separator.size() == 1 && (separator.at(0) != m_look.sheet.separator || m_mapping.separator)
                ? std::optional<QChar>(separator.at(0))
                : std::nullopt;
        relook();
        showPreview();
        page->changed();
    };
    page->complete = [this] { return !m_look.sheet.header.isEmpty() && m_look.sheet.errors.isEmpty(); };
    showPreview();
    connect(m_sheet, &QComboBox::currentIndexChanged, this, [this, page] {
        // Another sheet, another header: its mapping saved or guessed afresh.
        const QString chosen = m_sheet->currentData().toString();
        m_look = m_session.readNow<club::ImportLook>([bytes = m_bytes, path = m_path, chosen](club::Club& club) {
            return club.importAssistant().look(bytes, path, std::nullopt, chosen);
        });
        m_mapping = m_look.mapping;
        m_savedMapping = m_look.savedMapping;
        m_savedPlayers = m_mapping.players;
        m_readWith = {m_mapping.encoding, m_mapping.separator};
        m_readSheet = m_mapping.sheet;
        showPreview();
        page->changed();
    });
    connect(m_encoding, &QComboBox::currentIndexChanged, this, reread);
    connect(m_separator, &QComboBox::currentIndexChanged, this, reread);
    return page;
}

void ImportWizard::showPreview()
{
    const csv::Sheet& sheet = m_look.sheet;
    const QSignalBlocker blockEncoding(m_encoding);
    const QSignalBlocker blockSeparator(m_separator);
    m_encoding->setCurrentIndex(m_encoding->findData(csv::encodingKey(sheet.encoding)));
    m_separator->setCurrentIndex(m_separator->findData(QString(sheet.separator)));
    const QString fileName = QFileInfo(m_path).fileName();
    m_detected->setText(
        !m_look.workbookSheets.isEmpty()
            ? (m_look.sheetName.isEmpty()
                   ? tr("%1 is a workbook of several sheets: choose the sheet of results.").arg(fileName)
                   : tr("%1: the sheet %2 as read.").arg(fileName, m_look.sheetName))
        : m_mapping.encoding || m_mapping.separator
            ? tr("%1 is read as you chose below.").arg(QFileInfo(m_path).fileName())
            : tr("%1: the encoding and the separator were detected.").arg(QFileInfo(m_path).fileName()));
    m_preview->clear();
    m_preview->setColumnCount(static_cast<int>(sheet.header.size()));
    m_preview->setHorizontalHeaderLabels(sheet.header);
    const int rows = static_cast<int>(std::min<qsizetype>(10, sheet.records.size()));
    m_preview->setRowCount(rows);
    QStringList lines;
    for (int r = 0; r < rows; ++r) {
        const csv::SheetRecord& record = sheet.records.at(r);
        lines << QString::number(record.line);
        for (int c = 0; c < record.cells.size() && c < sheet.header.size(); ++c) {
            m_preview->setItem(r, c, item(record.cells.at(c)));
        }
    }
    m_preview->setVerticalHeaderLabels(lines);
    m_preview->verticalHeader()->show();
    m_preview->resizeColumnsToContents();
    QStringList problems;
    for (const club::Problem& p : m_look.problems) {
        problems << sheetProblemText(p, m_look.sheetName);
    }
    // Only what keeps the file from being read: the columns are the next page's.
    const bool unreadable = sheet.header.isEmpty() || !sheet.errors.isEmpty();
    m_fileProblems->setText(unreadable ? problems.join(QLatin1Char('\n')) : QString());
    m_fileProblems->setVisible(unreadable && !problems.isEmpty());
}

// ---------------------------------------------------------------- columns

QWizardPage* ImportWizard::makeColumnsPage()
{
    auto* page = new Page(this);
    page->setTitle(tr("The columns"));
    page->setSubTitle(tr("What each column of the file holds. A file with one row per match numbers its "
                         "participants: \"Player of participant 1\", \"Score of participant 1\"…"));
    m_mappingOrigin = new QLabel(page);
    m_mappingOrigin->setObjectName(QStringLiteral("mappingOrigin"));
    m_mappingOrigin->setWordWrap(true);
    m_columns = table(page, QStringLiteral("columns"), {tr("Column"), tr("Values"), tr("Holds")});
    m_gameOfEveryRow = new QComboBox(page);
    m_gameOfEveryRow->setObjectName(QStringLiteral("gameOfEveryRow"));
    m_gameOfEveryRow->setEditable(true);
    m_gameOfEveryRow->setInsertPolicy(QComboBox::NoInsert);
    m_gameOfEveryRow->lineEdit()->setPlaceholderText(tr("none: a column gives the game"));
    for (const club::Game& g : std::as_const(m_clubGames)) {
        m_gameOfEveryRow->addItem(g.name);
    }
    m_dateOrder = new QComboBox(page);
    m_dateOrder->setObjectName(QStringLiteral("dateOrder"));
    m_dateOrder->addItem(tr("Automatic"), dateOrderKey(club::DateOrder::Auto));
    m_dateOrder->addItem(tr("Day first (14/09/2025)"), dateOrderKey(club::DateOrder::DayMonthYear));
    m_dateOrder->addItem(tr("Month first (09/14/2025)"), dateOrderKey(club::DateOrder::MonthDayYear));
    m_dateOrder->addItem(tr("Year first (2025-09-14)"), dateOrderKey(club::DateOrder::YearMonthDay));
    m_columnProblems = problemLabel(page);

    auto* form = new QFormLayout;
    form->addRow(tr("&Game of every row:"), m_gameOfEveryRow);
    form->addRow(tr("&Dates:"), m_dateOrder);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_mappingOrigin);
    layout->addWidget(m_columns, 1);
    layout->addLayout(form);
    layout->addWidget(m_columnProblems);

    page->complete = [this] { return m_look.problems.isEmpty(); };
    page->prepare = [this] {
        relook();
        showColumns();
        showColumnProblems();
    };
    connect(m_gameOfEveryRow, &QComboBox::currentTextChanged, this, [this, page](const QString& text) {
        m_mapping.game = text.simplified();
        relook();
        showColumnProblems();
        page->changed();
    });
    connect(m_dateOrder, &QComboBox::currentIndexChanged, this, [this, page] {
        m_mapping.dateOrder =
            club::dateOrderFromKey(m_dateOrder->currentData().toString()).value_or(club::DateOrder::Auto);
        relook();
        showColumnProblems();
        page->changed();
    });
    return page;
}

void ImportWizard::showColumns()
{
    auto* page = asPage(this->page(ColumnsPage));
    m_mappingOrigin->setText(m_savedMapping ? tr("The columns are read as saved for files like this one.")
                                            : tr("The columns are guessed from their names: check them."));
    const csv::Sheet& sheet = m_look.sheet;
    QStringList choices = club::ImportAssistant::fields();
    const int slots = std::max(4, largestSlot(m_mapping));
    for (int n = 1; n <= slots; ++n) {
        for (const QString& f : club::ImportAssistant::participantFields()) {
            choices << QStringLiteral("%1:%2").arg(f).arg(n);
        }
    }
    const QList<int> undecided = club::ImportAssistant::undecidedColumns(sheet, m_mapping);
    static const QString Undecided = QStringLiteral("?");
    m_columns->setRowCount(static_cast<int>(sheet.header.size()));
    for (int c = 0; c < sheet.header.size(); ++c) {
        const QString& name = sheet.header.at(c);
        m_columns->setItem(c, 0, item(name));
        m_columns->setItem(c, 1, item(samplesOf(sheet, c)));
        auto* combo = new QComboBox(m_columns);
        combo->setObjectName(QStringLiteral("field:") + name);
        if (undecided.contains(c)) {
            // A column that may not be left out unsaid ("leftt"): chosen by the person.
            combo->addItem(tr("(choose)"), Undecided);
        }
        combo->addItem(tr("(leave out)"), QString());
        for (const QString& f : std::as_const(choices)) {
            combo->addItem(fieldLabel(f), f);
        }
        combo->setCurrentIndex(
            std::max(0, combo->findData(m_mapping.columns.value(name, undecided.contains(c) ? Undecided : QString()))));
        connect(combo, &QComboBox::currentIndexChanged, this, [this, page, combo, name] {
            const QString field = combo->currentData().toString();
            if (field == Undecided) {
                m_mapping.columns.remove(name);
            } else {
                m_mapping.columns.insert(name, field); // "" when left out
            }
            relook();
            showColumnProblems();
            page->changed();
        });
        m_columns->setCellWidget(c, 2, combo);
    }
    m_columns->resizeColumnToContents(0);
    m_columns->resizeColumnToContents(1);
    m_columns->setColumnWidth(1, std::min(320, m_columns->columnWidth(1)));
    m_columns->resizeRowsToContents();
    {
        const QSignalBlocker block(m_gameOfEveryRow);
        m_gameOfEveryRow->setCurrentIndex(m_gameOfEveryRow->findText(m_mapping.game));
        m_gameOfEveryRow->setEditText(m_mapping.game);
    }
    const QSignalBlocker block(m_dateOrder);
    m_dateOrder->setCurrentIndex(std::max(0, m_dateOrder->findData(dateOrderKey(m_mapping.dateOrder))));
}

void ImportWizard::showColumnProblems()
{
    const bool gameColumn = std::any_of(m_mapping.columns.cbegin(), m_mapping.columns.cend(),
                                        [](const QString& f) { return f == QLatin1String("game"); });
    m_gameOfEveryRow->setEnabled(!gameColumn);
    QString found;
    switch (m_look.dateOrder) {
    case club::DateOrder::DayMonthYear:
        found = tr("Automatic (here: day first)");
        break;
    case club::DateOrder::MonthDayYear:
        found = tr("Automatic (here: month first)");
        break;
    case club::DateOrder::YearMonthDay:
    case club::DateOrder::Auto:
        found = tr("Automatic (here: year first)");
        break;
    }
    m_dateOrder->setItemText(0, found);
    QStringList problems;
    for (const club::Problem& p : m_look.problems) {
        // What the header lacks is said without its line: it is about the columns, not a row.
        const bool ofTheHeader = p.column == 0 && p.line <= m_look.sheet.headerLine;
        problems << QStringLiteral("• ") + (ofTheHeader ? p.message : sheetProblemText(p, m_look.sheetName));
    }
    m_columnProblems->setText(problems.join(QLatin1Char('\n')));
    m_columnProblems->setVisible(!problems.isEmpty());
}

// ------------------------------------------------------------------ games

QWizardPage* ImportWizard::makeGamesPage()
{
    auto* page = new Page(this);
    page->setTitle(tr("The games"));
    page->setSubTitle(tr("Which of the club's games each game of the file is, or a new game and its rule set."));
    m_games = table(page, QStringLiteral("games"), {tr("In the file"), tr("Rows"), tr("Game of the club")});
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_games);
    page->complete = [this] {
        for (int r = 0; r < m_games->rowCount(); ++r) {
            const auto* combo = qobject_cast<QComboBox*>(m_games->cellWidget(r, 2));
            if (combo == nullptr || combo->currentData().toString().isEmpty()) {
                return false;
            }
        }
        return true;
    };
    page->prepare = [this] {
        relook();
        showGames();
    };
    return page;
}

void ImportWizard::showGames()
{
    auto* page = asPage(this->page(GamesPage));
    m_games->setRowCount(static_cast<int>(m_look.games.size()));
    for (int r = 0; r < m_look.games.size(); ++r) {
        const club::GameMatch& g = m_look.games.at(r);
        m_games->setItem(r, 0, item(g.written));
        m_games->setItem(r, 1, item(QString::number(g.rows)));
        auto* combo = new QComboBox(m_games);
        combo->setObjectName(QStringLiteral("game:") + g.written);
        combo->addItem(tr("(say which game)"), QString());
        for (const club::Game& game : std::as_const(m_clubGames)) {
            combo->addItem(game.name, QString(QStringLiteral("game:") + game.name));
        }
        combo->insertSeparator(combo->count());
        for (int s = 0; s < rating::SystemCount; ++s) {
            const auto system = static_cast<rating::System>(s);
            const auto key = rating::systemKey(system);
            combo->addItem(
                tr("New game, rule set %1").arg(GamesModel::ruleSetName(system)),
                QString(QStringLiteral("new:") + QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()))));
        }
        const QString chosen = !g.ruleSet.isEmpty() ? QStringLiteral("new:") + g.ruleSet
                               : !g.game.isEmpty()  ? QStringLiteral("game:") + g.game
                                                    : QString();
        combo->setCurrentIndex(std::max(0, combo->findData(chosen)));
        const QString written = g.written;
        connect(combo, &QComboBox::currentIndexChanged, this, [this, page, combo, written] {
            const QString choice = combo->currentData().toString();
            m_mapping.games.remove(written);
            m_mapping.newGames.remove(written);
            if (choice.startsWith(QLatin1String("game:"))) {
                m_mapping.games.insert(written, choice.mid(5));
            } else if (choice.startsWith(QLatin1String("new:"))) {
                m_mapping.newGames.insert(written, choice.mid(4));
            }
            page->changed();
        });
        m_games->setCellWidget(r, 2, combo);
    }
    m_games->resizeColumnToContents(0);
    m_games->resizeColumnToContents(1);
    m_games->resizeRowsToContents();
    page->changed();
}

// ---------------------------------------------------------------- players

namespace {

/// Who a name to confirm starts as: this import's decision, else the saved
/// one, else the club's player the name resembles most ("" for a new
/// player). A name to confirm is more often the club's player written
/// otherwise ("DURAND Amélie") than a newcomer: Next must not make a
/// duplicate of him.
QString startingChoice(const club::NameMatch& n, const QMap<QString, QString>& decided)
{
    if (decided.contains(n.written)) {
        return decided.value(n.written);
    }
    if (n.kind == club::NameMatch::Kind::Mapped && n.player != n.written) {
        return n.player;
    }
    if (n.kind == club::NameMatch::Kind::Close && !n.candidates.isEmpty()) {
        return n.candidates.first();
    }
    return {};
}

} // namespace

QWizardPage* ImportWizard::makePlayersPage()
{
    auto* page = new Page(this);
    page->setTitle(tr("The players"));
    page->setSubTitle(tr("Who each name of the file is. Names written like a player of the club once accents, case "
                         "and spaces are set aside are highlighted; a close spelling is taken as the club's player "
                         "it resembles unless you choose a new player."));
    m_playersSummary = new QLabel(page);
    m_playersSummary->setObjectName(QStringLiteral("playersSummary"));
    m_playersSummary->setWordWrap(true);
    m_players = table(page, QStringLiteral("players"), {tr("In the file"), tr("Rows"), tr("Player of the club")});
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_playersSummary);
    layout->addWidget(m_players, 1);
    page->prepare = [this] { showPlayers(); };
    return page;
}

void ImportWizard::showPlayers()
{
    // The names as the club and the saved decisions match them; the
    // decisions of this import go on top (m_mapping.players).
    club::ImportMapping base = m_mapping;
    base.players = m_savedPlayers;
    relook(); // m_look.sheet read as m_mapping says
    const auto look = m_session.readNow<club::ImportLook>(
        [sheet = m_look.sheet, &base](club::Club& club) { return club.importAssistant().look(sheet, base); });
    QList<club::NameMatch> names = look.players;
    const auto order = [](club::NameMatch::Kind k) {
        switch (k) {
        case club::NameMatch::Kind::Close:
            return 0;
        case club::NameMatch::Kind::Mapped:
            return 1;
        case club::NameMatch::Kind::Folded:
            return 2;
        case club::NameMatch::Kind::New:
            return 3;
        case club::NameMatch::Kind::Exact:
            return 4;
        }
        return 5;
    };
    std::stable_sort(names.begin(), names.end(), [&order](const club::NameMatch& a, const club::NameMatch& b) {
        return order(a.kind) < order(b.kind);
    });
    int exact = 0;
    int folded = 0;
    int asked = 0;
    int fresh = 0;
    m_players->setRowCount(static_cast<int>(names.size()));
    const QBrush highlight(QColor(255, 243, 176));
    for (int r = 0; r < names.size(); ++r) {
        const club::NameMatch& n = names.at(r);
        m_players->setItem(r, 0, item(n.written));
        m_players->setItem(r, 1, item(QString::number(n.rows)));
        switch (n.kind) {
        case club::NameMatch::Kind::Exact:
            ++exact;
            m_players->setItem(r, 2, item(n.player));
            break;
        case club::NameMatch::Kind::Folded: {
            ++folded;
            auto* it = item(tr("→ %1").arg(n.player));
            it->setBackground(highlight);
            it->setToolTip(tr("The same name once accents, case and spaces are set aside"));
            m_players->item(r, 0)->setBackground(highlight);
            m_players->setItem(r, 2, it);
            break;
        }
        case club::NameMatch::Kind::New: {
            ++fresh;
            auto* it = item(tr("new player"));
            QFont italic = it->font();
            italic.setItalic(true);
            it->setFont(italic);
            m_players->setItem(r, 2, it);
            break;
        }
        case club::NameMatch::Kind::Close:
        case club::NameMatch::Kind::Mapped: {
            ++asked;
            auto* combo = new QComboBox(m_players);
            combo->setObjectName(QStringLiteral("player:") + n.written);
            combo->addItem(tr("new player \"%1\"").arg(n.written), QString());
            for (const QString& c : n.candidates) {
                combo->addItem(c, c);
            }
            combo->insertSeparator(combo->count());
            for (const QString& p : std::as_const(m_clubPlayers)) {
                if (!n.candidates.contains(p)) {
                    combo->addItem(p, p);
                }
            }
            combo->setCurrentIndex(std::max(0, combo->findData(startingChoice(n, m_mapping.players))));
            m_mapping.players.insert(n.written, combo->currentData().toString());
            const QString written = n.written;
            connect(combo, &QComboBox::currentIndexChanged, this,
                    [this, combo, written] { m_mapping.players.insert(written, combo->currentData().toString()); });
            m_players->setItem(r, 2, item(QString()));
            m_players->setCellWidget(r, 2, combo);
            break;
        }
        }
    }
    m_players->resizeColumnToContents(0);
    m_players->resizeColumnToContents(1);
    m_players->resizeRowsToContents();
    m_playersSummary->setText(tr("%Ln name(s) in the file: ", nullptr, static_cast<int>(names.size())) +
                              QStringList{tr("%Ln written as in the club", nullptr, exact),
                                          tr("%Ln matched once accents and case are set aside", nullptr, folded),
                                          tr("%Ln to confirm", nullptr, asked), tr("%Ln new", nullptr, fresh)}
                                  .join(QStringLiteral(", ")) +
                              QLatin1Char('.'));
}

// ---------------------------------------------------------------- dry run

QWizardPage* ImportWizard::makeDryRunPage()
{
    auto* page = new Page(this);
    page->setTitle(tr("What the import adds"));
    page->setSubTitle(tr("Nothing is written until you choose Import; a backup of the club is made before."));
    m_report = new QTextBrowser(page);
    m_report->setObjectName(QStringLiteral("report"));
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(makeCodesRow(page));
    layout->addWidget(m_report);
    page->complete = [this] { return m_dryRunDone && m_dry.problems.isEmpty() && !m_done.written; };
    page->prepare = [this] { runDryRun(); };
    return page;
}

QLayout* ImportWizard::makeCodesRow(QWidget* page)
{
    // Next season's sheet numbered from 1 again repeats the club's codes:
    // prefixed ("2026-1") or replaced by new ones, it is imported as it is.
    m_codes = new QComboBox(page);
    m_codes->setObjectName(QStringLiteral("codes"));
    m_codes->addItem(tr("as in the file"), static_cast<int>(club::MatchCodes::Keep));
    m_codes->addItem(tr("prefixed with"), static_cast<int>(club::MatchCodes::Prefix));
    m_codes->addItem(tr("replaced by new codes"), static_cast<int>(club::MatchCodes::New));
    m_codePrefix = new QLineEdit(QStringLiteral("%1-").arg(QDate::currentDate().year()), page);
    m_codePrefix->setObjectName(QStringLiteral("codePrefix"));
    m_codePrefix->setEnabled(false);
    auto* label = new QLabel(tr("&Match codes:"), page);
    label->setBuddy(m_codes);
    auto* row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(m_codes);
    row->addWidget(m_codePrefix);
    row->addStretch(1);
    const auto chosen = [this] {
        m_codePrefix->setEnabled(static_cast<club::MatchCodes>(m_codes->currentData().toInt()) ==
                                 club::MatchCodes::Prefix);
        runDryRun();
    };
    connect(m_codes, &QComboBox::currentIndexChanged, this, chosen);
    connect(m_codePrefix, &QLineEdit::editingFinished, this, [this, chosen] {
        if (m_mapping.codePrefix != m_codePrefix->text()) {
            chosen();
        }
    });
    return row;
}

void ImportWizard::runDryRun()
{
    // The codes as the page says, whatever mapping the earlier pages made.
    m_mapping.codes = static_cast<club::MatchCodes>(m_codes->currentData().toInt());
    m_mapping.codePrefix = m_codePrefix->text();
    m_dryRunDone = false;
    m_report->setHtml(QStringLiteral("<p>%1</p>").arg(tr("Reading the file…").toHtmlEscaped()));
    const club::ImportMapping mapping = m_mapping;
    const QByteArray bytes = m_bytes;
    const QString path = m_path;
    m_dry = importInBackground(
        m_session,
        [&bytes, &path, &mapping](club::Club& c) { return c.importAssistant().run(bytes, path, mapping, true); },
        tr("Reading the file…"), false);
    m_dryRunDone = true;
    m_report->setHtml(importReportHtml(m_dry));
    asPage(page(DryRunPage))->changed();
}

bool ImportWizard::validateCurrentPage()
{
    if (currentId() != DryRunPage) {
        return QWizard::validateCurrentPage();
    }
    if (!m_dryRunDone || !m_dry.problems.isEmpty()) {
        return false;
    }
    // Importing after the dry run said which closed seasons it changes is
    // the secretary's confirmation (as File → Import results… always did).
    m_backupFailure.clear();
    bool cancelled = false;
    const QString backup = m_session.backUp(club::BackupReason::Import, &m_backupFailure, &cancelled);
    if (cancelled) {
        return false; // the backup was stopped: nothing imported, the assistant stays open
    }
    const club::ImportMapping mapping = m_mapping;
    const QByteArray bytes = m_bytes;
    const QString path = m_path;
    m_done = importInBackground(
        m_session,
        [&bytes, &path, &mapping](club::Club& c) { return c.importAssistant().run(bytes, path, mapping, false); },
        tr("Importing…"), !m_dry.closedSeasons.isEmpty());
    if (!m_done.problems.isEmpty() || !m_done.written) {
        club::Backups::discard(backup); // the club is as it holds it
        m_dry = m_done;
        m_done = {};
        m_report->setHtml(importReportHtml(m_dry));
        asPage(page(DryRunPage))->changed();
        return false;
    }
    return true;
}

} // namespace palmares::ui
