#include "dialogs.h"

#include "models/gamesmodel.h"
#include "texts.h"

#include "club/explanation.h"

#include "rating/ruleset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace palmares::ui {

namespace {

QLabel* problemLabel(QWidget* parent)
{
    auto* l = new QLabel(parent);
    l->setStyleSheet(QStringLiteral("color: #b00020;"));
    l->setWordWrap(true);
    l->hide();
    return l;
}

void showProblem(QLabel* label, const QString& text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

QDialogButtonBox* okCancel(QDialog* dialog, const QString& okText)
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(okText);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return buttons;
}

QString describe(const rating::Parameter& p)
{
    // The rule sets describe their parameters in English; the "core" context
    // holds their translations.
    return QCoreApplication::translate("core", p.description.c_str());
}

} // namespace

void fillParameterTable(QTableWidget* table, const QList<rating::Parameter>& parameters)
{
    table->clear();
    table->setColumnCount(3);
    table->setHorizontalHeaderLabels({QCoreApplication::translate("Parameters", "Parameter"),
                                      QCoreApplication::translate("Parameters", "Value"),
                                      QCoreApplication::translate("Parameters", "Default")});
    table->setRowCount(static_cast<int>(parameters.size()));
    for (int i = 0; i < parameters.size(); ++i) {
        const rating::Parameter& p = parameters.at(i);
        // The parameter in words; its key, which the command line and the
        // rule pages use, in the tooltip and the item's data (issue 43).
        const QString key = QString::fromStdString(p.key);
        QString words = describe(p);
        if (!words.isEmpty()) {
            words[0] = words[0].toUpper(); // a column's entry, not a phrase's middle
        }
        auto* label = new QTableWidgetItem(words);
        label->setFlags(label->flags() & ~Qt::ItemIsEditable);
        label->setData(ParameterKeyRole, key);
        label->setToolTip(QCoreApplication::translate("Parameters", "%1 (key: %2)").arg(words, key));
        auto* value = new QTableWidgetItem(QString::fromStdString(p.value));
        auto* def = new QTableWidgetItem(QString::fromStdString(p.defaultValue));
        def->setFlags(def->flags() & ~Qt::ItemIsEditable);
        table->setItem(i, 0, label);
        table->setItem(i, 1, value);
        table->setItem(i, 2, def);
    }
    table->verticalHeader()->hide();
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
}

// ----------------------------------------------------------------- player

PlayerDialog::PlayerDialog(const QString& title, const QString& name, const QString& household, QWidget* parent)
    : QDialog(parent),
      m_name(new QLineEdit(name, this)),
      m_household(new QLineEdit(household, this)),
      m_problem(problemLabel(this))
{
    setWindowTitle(title);
    m_household->setPlaceholderText(tr("none"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Household:"), m_household);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(okCancel(this, tr("Add")));
}

QString PlayerDialog::name() const
{
    return m_name->text();
}

QString PlayerDialog::household() const
{
    return m_household->text();
}

void PlayerDialog::setProblem(const QString& text)
{
    showProblem(m_problem, text);
}

// --------------------------------------------------------------- dormancy

StartingRatingDialog::StartingRatingDialog(const QString& player, const QList<club::Game>& games,
                                           const QList<club::StartingRating>& starts, QWidget* parent)
    : QDialog(parent),
      m_player(player),
      m_games(games),
      m_starts(starts),
      m_game(new QComboBox(this)),
      m_rating(new QDoubleSpinBox(this)),
      m_withDeviation(new QCheckBox(tr("&Deviation:"), this)),
      m_deviation(new QDoubleSpinBox(this)),
      m_problem(problemLabel(this))
{
    setObjectName(QStringLiteral("startingRatingDialog"));
    setWindowTitle(tr("Starting rating of %1").arg(player));
    for (const club::Game& g : games) {
        m_game->addItem(g.name);
    }
    m_rating->setObjectName(QStringLiteral("rating"));
    m_deviation->setObjectName(QStringLiteral("deviation"));
    for (QDoubleSpinBox* box : {m_rating, m_deviation}) {
        box->setDecimals(2);
        box->setRange(-rating::MaxStartingRating, rating::MaxStartingRating);
    }
    m_deviation->setMinimum(0.01);
    connect(m_withDeviation, &QCheckBox::toggled, m_deviation, &QWidget::setEnabled);
    connect(m_game, &QComboBox::currentIndexChanged, this, &StartingRatingDialog::showGame);
    auto* form = new QFormLayout;
    form->addRow(tr("&Game:"), m_game);
    form->addRow(tr("&Rating:"), m_rating);
    form->addRow(m_withDeviation, m_deviation);
    auto* about =
        new QLabel(tr("The rating %1 arrives with (a federation rating, his level at another club): his first "
                      "rated match of the game starts from it instead of the rule set's start, and the game "
                      "is re-rated from that match.")
                       .arg(player),
                   this);
    about->setWordWrap(true);
    auto* buttons = okCancel(this, tr("Save"));
    auto* remove = buttons->addButton(tr("Re&move"), QDialogButtonBox::DestructiveRole);
    remove->setObjectName(QStringLiteral("remove"));
    connect(remove, &QPushButton::clicked, this, [this] {
        m_remove = true;
        accept();
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    showGame();
}

void StartingRatingDialog::showGame()
{
    const int index = m_game->currentIndex();
    if (index < 0 || index >= m_games.size()) {
        return;
    }
    const club::Game& g = m_games.at(index);
    const auto rules = rating::makeRuleSet(g.system);
    const bool takesDeviation = rules->describe().startingDeviation;
    const auto now = std::find_if(m_starts.cbegin(), m_starts.cend(),
                                  [&g](const club::StartingRating& s) { return s.game == g.name; });
    m_rating->setValue(now != m_starts.cend() ? now->rating : rules->initialState().rating);
    m_withDeviation->setEnabled(takesDeviation);
    m_withDeviation->setChecked(takesDeviation && now != m_starts.cend() && now->deviation.has_value());
    m_deviation->setEnabled(m_withDeviation->isChecked());
    m_deviation->setValue(now != m_starts.cend() && now->deviation ? *now->deviation
                                                                   : std::max(0.01, rules->initialState().deviation));
}

QString StartingRatingDialog::game() const
{
    return m_game->currentText();
}

std::optional<club::StartingRating> StartingRatingDialog::startingRating() const
{
    if (m_remove) {
        return std::nullopt;
    }
    return club::StartingRating{m_player, game(), m_rating->value(),
                                m_withDeviation->isChecked() ? std::optional<double>(m_deviation->value())
                                                             : std::nullopt};
}

void StartingRatingDialog::setProblem(const QString& text)
{
    m_remove = false;
    showProblem(m_problem, text);
}

DormancyDialog::DormancyDialog(int months, QWidget* parent)
    : QDialog(parent),
      m_enabled(new QCheckBox(tr("&Set aside the players with no match of a game for"), this)),
      m_months(new QSpinBox(this)),
      m_problem(problemLabel(this))
{
    setObjectName(QStringLiteral("dormancyDialog"));
    setWindowTitle(tr("Dormant players"));
    m_months->setRange(1, club::Rankings::MaxDormantAfterMonths);
    m_months->setValue(months > 0 ? months : club::Rankings::DefaultDormantAfterMonths);
    const auto suffix = [this](int value) { m_months->setSuffix(value == 1 ? tr(" month") : tr(" months")); };
    suffix(m_months->value());
    connect(m_months, &QSpinBox::valueChanged, this, suffix);
    m_enabled->setChecked(months > 0);
    m_months->setEnabled(months > 0);
    connect(m_enabled, &QCheckBox::toggled, m_months, &QWidget::setEnabled);
    auto* row = new QHBoxLayout;
    row->addWidget(m_enabled);
    row->addWidget(m_months);
    row->addStretch();
    auto* about = new QLabel(
        tr("A player set aside in a game is not ranked in its leaderboard: he is hidden unless \"Show dormant "
           "players\" is ticked, then shown in grey without a rank, and printed standings leave him out and say how "
           "many. His rating is kept as it was; nothing is re-rated. His next match of the game brings him back.\n\n"
           "This is a setting of the club: every window and palmares-cli use it. Whether a player is marked active "
           "(Players tab) does not change it."),
        this);
    about->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(about);
    layout->addWidget(m_problem);
    layout->addWidget(okCancel(this, tr("Save")));
}

int DormancyDialog::months() const
{
    return m_enabled->isChecked() ? m_months->value() : 0;
}

void DormancyDialog::setProblem(const QString& text)
{
    showProblem(m_problem, text);
}

// ------------------------------------------------------------------ merge

MergeDialog::MergeDialog(const QStringList& players, const QString& selected, QWidget* parent)
    : QDialog(parent),
      m_from(new QComboBox(this)),
      m_into(new QComboBox(this)),
      m_problem(problemLabel(this))
{
    setWindowTitle(tr("Merge duplicate players"));
    m_from->addItems(players);
    m_into->addItems(players);
    m_from->setCurrentText(selected);
    auto* explanation =
        new QLabel(tr("The same person entered under two names: every result of the first moves to the second, "
                      "the first name disappears, and the ratings of their games are worked out again."),
                   this);
    explanation->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Duplicate:"), m_from);
    form->addRow(tr("&Keep:"), m_into);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(okCancel(this, tr("Merge")));
}

QString MergeDialog::from() const
{
    return m_from->currentText();
}

QString MergeDialog::into() const
{
    return m_into->currentText();
}

void MergeDialog::setProblem(const QString& text)
{
    showProblem(m_problem, text);
}

// ------------------------------------------------------------------- game

GameDialog::GameDialog(QWidget* parent)
    : QDialog(parent),
      m_name(new QLineEdit(this)),
      m_system(new QComboBox(this)),
      m_params(new QTableWidget(this)),
      m_problem(problemLabel(this))
{
    setWindowTitle(tr("Add a game"));
    for (int s = 0; s < rating::SystemCount; ++s) {
        const auto system = static_cast<rating::System>(s);
        // Which games each suits, said where the person chooses (issue 43).
        const QString suits = club::ruleSetSuits(system);
        m_system->addItem(tr("%1 — %2", "a rule set — the games it suits").arg(GamesModel::ruleSetName(system), suits),
                          s);
        m_system->setItemData(s, suits, Qt::ToolTipRole);
    }
    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Rule set:"), m_system);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Parameters (the defaults are the rule pages' values):"), this));
    layout->addWidget(m_params);
    layout->addWidget(m_problem);
    layout->addWidget(okCancel(this, tr("Add")));
    resize(720, 420);
    connect(m_system, &QComboBox::currentIndexChanged, this, &GameDialog::showParameters);
    showParameters();
}

void GameDialog::showParameters()
{
    const auto rules = rating::makeRuleSet(system());
    const auto list = rules->parameters();
    fillParameterTable(m_params, QList<rating::Parameter>(list.begin(), list.end()));
}

QString GameDialog::name() const
{
    return m_name->text();
}

rating::System GameDialog::system() const
{
    return static_cast<rating::System>(m_system->currentData().toInt());
}

QMap<QString, QString> GameDialog::changedParameters() const
{
    QMap<QString, QString> out;
    for (int r = 0; r < m_params->rowCount(); ++r) {
        const QString value = m_params->item(r, 1)->text().trimmed();
        if (value != m_params->item(r, 2)->text()) {
            out.insert(m_params->item(r, 0)->data(ParameterKeyRole).toString(), value);
        }
    }
    return out;
}

void GameDialog::setProblem(const QString& text)
{
    showProblem(m_problem, text);
}

// ------------------------------------------------------------- parameters

ParametersDialog::ParametersDialog(const club::Game& game, const QList<rating::Parameter>& parameters, QWidget* parent)
    : QDialog(parent),
      m_parameters(parameters),
      m_table(new QTableWidget(this)),
      m_freshStart(new QCheckBox(tr("&Fresh start each season: every rating starts again at the first day of "
                                    "each season of this game"),
                                 this)),
      m_problem(problemLabel(this))
{
    setWindowTitle(tr("Parameters of %1").arg(game.name));
    fillParameterTable(m_table, parameters);
    m_freshStart->setObjectName(QStringLiteral("freshStartEachSeason"));
    m_freshStart->setChecked(game.freshStartEachSeason);
    m_freshStart->setToolTip(tr("Each player starts again from the rule set's start rating at the first day of "
                                "every season of this game (or of every game); a match between two seasons "
                                "continues the season before. Unticked, the ratings run on across seasons. "
                                "A change re-rates the game from the first day of its first season."));
    auto* warning = new QLabel(tr("<b>Changing a parameter re-rates the whole history of %1</b>: every rating of "
                                  "this game is worked out again from its first result. Empty a value to go back "
                                  "to the default. You can undo it afterwards.")
                                   .arg(game.name.toHtmlEscaped()),
                               this);
    warning->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(GamesModel::ruleSetName(game.system), this));
    layout->addWidget(m_table);
    layout->addWidget(m_freshStart);
    layout->addWidget(warning);
    layout->addWidget(m_problem);
    layout->addWidget(okCancel(this, tr("Re-rate with these values")));
    resize(720, 420);
}

QMap<QString, QString> ParametersDialog::changedValues() const
{
    QMap<QString, QString> out;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QString value = m_table->item(r, 1)->text().trimmed();
        if (value != QString::fromStdString(m_parameters.at(r).value)) {
            out.insert(QString::fromStdString(m_parameters.at(r).key), value);
        }
    }
    return out;
}

bool ParametersDialog::freshStartEachSeason() const
{
    return m_freshStart->isChecked();
}

void ParametersDialog::setProblem(const QString& text)
{
    showProblem(m_problem, text);
}

// ----------------------------------------------------------------- import

QString importProblemsShown(const club::ImportReport& report)
{
    if (report.problemCount <= report.problems.size()) {
        return {};
    }
    return ImportReportDialog::tr("These are %1.").arg(club::problemsCounted(report));
}

namespace {

/// Why the file cannot be imported: each problem, with its line and column.
QStringList problemsHtml(const club::ImportReport& report)
{
    QStringList html;
    html << QStringLiteral("<p><b>%1</b></p>")
                .arg(ImportReportDialog::tr(
                         "The file cannot be imported; nothing was written. Correct these lines and try again:")
                         .toHtmlEscaped());
    if (const QString counted = importProblemsShown(report); !counted.isEmpty()) {
        html << QStringLiteral("<p>%1</p>").arg(counted.toHtmlEscaped());
    }
    html << QStringLiteral("<ul>");
    for (const club::Problem& p : report.problems) {
        QString where;
        if (p.line > 0 && !report.sheet.isEmpty()) {
            // A workbook's sheet: its row, and its column as letters.
            where = p.column > 0 ? ImportReportDialog::tr("sheet '%1', row %2, column %3")
                                       .arg(report.sheet)
                                       .arg(p.line)
                                       .arg(columnLetters(p.column))
                                 : ImportReportDialog::tr("sheet '%1', row %2").arg(report.sheet).arg(p.line);
            if (!p.field.isNone()) {
                where += QStringLiteral(" (%1)").arg(p.field.toString());
            }
            where += QStringLiteral(": ");
        } else if (p.line > 0) {
            where = ImportReportDialog::tr("line %1, column %2").arg(p.line).arg(p.column);
            if (!p.field.isNone()) {
                where += QStringLiteral(" (%1)").arg(p.field.toString());
            }
            where += QStringLiteral(": ");
        }
        html << QStringLiteral("<li>%1%2</li>").arg(where.toHtmlEscaped(), texts::problem(p.message).toHtmlEscaped());
    }
    html << QStringLiteral("</ul>");
    return html;
}

/// The spellings that may name one player twice, if any.
QStringList duplicatesHtml(const club::ImportReport& report)
{
    QStringList html;
    if (!report.possibleDuplicates.isEmpty()) {
        html << QStringLiteral("<p><b>%1</b></p><ul>")
                    .arg(
                        ImportReportDialog::tr("Possible duplicates (kept as two players unless you correct the file):")
                            .toHtmlEscaped());
        for (const club::PossibleDuplicate& d : report.possibleDuplicates) {
            QStringList spellings;
            for (const auto& s : d.names) {
                spellings << (s.line > 0 ? ImportReportDialog::tr("'%1' (line %2)").arg(s.name).arg(s.line)
                                         : ImportReportDialog::tr("'%1' (already in the club)").arg(s.name));
            }
            html << QStringLiteral("<li>%1</li>").arg(spellings.join(ImportReportDialog::tr(" and ")).toHtmlEscaped());
        }
        html << QStringLiteral("</ul>");
    }
    return html;
}

/// The matches that will be kept unrated, and why, if any.
QStringList unratedHtml(const club::ImportReport& report)
{
    QStringList html;
    if (!report.unrated.isEmpty()) {
        html << QStringLiteral("<p>%1</p><ul>")
                    .arg(ImportReportDialog::tr("%Ln match(es) will be kept unrated:", nullptr,
                                                static_cast<int>(report.unrated.size()))
                             .toHtmlEscaped());
        for (const auto& [match, reason] : report.unrated) {
            html << QStringLiteral("<li>%1 — %2</li>")
                        .arg(match.toHtmlEscaped(), texts::unratedReason(reason).toHtmlEscaped());
        }
        html << QStringLiteral("</ul>");
    }
    return html;
}

/// What an import that can be made will add: matches, players, games; what
/// it may get wrong or change.
QStringList additionsHtml(const club::ImportReport& report)
{
    QStringList html;
    html << QStringLiteral("<p><b>%1</b></p>")
                .arg(ImportReportDialog::tr("%Ln match(es) will be added (%1).", nullptr, report.matches)
                         .arg(ImportReportDialog::tr("%Ln row(s)", nullptr, report.rows))
                         .toHtmlEscaped());
    html << QStringLiteral("<ul>");
    for (auto it = report.matchesPerGame.cbegin(); it != report.matchesPerGame.cend(); ++it) {
        html << QStringLiteral("<li>%1</li>")
                    .arg(
                        ImportReportDialog::tr("%1: %Ln match(es)", nullptr, it.value()).arg(it.key()).toHtmlEscaped());
    }
    html << QStringLiteral("</ul>");
    if (report.laterMatches > 0) {
        // A back-dated sheet re-rates what came after it: on a large club, a while.
        html << QStringLiteral("<p>%1</p>")
                    .arg(ImportReportDialog::tr(
                             "%Ln later match(es) of the club will be re-rated.", nullptr,
                             static_cast<int>(std::min<qint64>(report.laterMatches, std::numeric_limits<int>::max())))
                             .toHtmlEscaped());
    }
    if (!report.newPlayers.isEmpty()) {
        html << QStringLiteral("<p>%1</p>")
                    .arg(ImportReportDialog::tr("%Ln new player(s): %1", nullptr,
                                                static_cast<int>(report.newPlayers.size()))
                             .arg(report.newPlayers.join(QStringLiteral(", ")))
                             .toHtmlEscaped());
    }
    if (!report.newGames.isEmpty()) {
        html << QStringLiteral("<p>%1</p>")
                    .arg(
                        ImportReportDialog::tr("%Ln new game(s): %1", nullptr, static_cast<int>(report.newGames.size()))
                            .arg(report.newGames.join(QStringLiteral(", ")))
                            .toHtmlEscaped());
    }
    html << duplicatesHtml(report);
    if (!report.closedSeasons.isEmpty()) {
        html << QStringLiteral("<p><b>%1</b></p>")
                    .arg(ImportReportDialog::tr(
                             "This import changes the closed season(s) %1: importing changes them (what they "
                             "kept when they were closed stays as it was printed).",
                             nullptr, static_cast<int>(report.closedSeasons.size()))
                             .arg(report.closedSeasons.join(QStringLiteral(", ")))
                             .toHtmlEscaped());
    }
    html << unratedHtml(report);
    return html;
}

} // namespace

QString importReportHtml(const club::ImportReport& report)
{
    return (report.problems.isEmpty() ? additionsHtml(report) : problemsHtml(report)).join(QString());
}

ImportReportDialog::ImportReportDialog(const club::ImportReport& report, const QString& path, QWidget* parent,
                                       bool offerAssistant)
    : QDialog(parent),
      m_text(importReportHtml(report))
{
    setWindowTitle(tr("Import %1").arg(QFileInfo(path).fileName()));
    auto* browser = new QTextBrowser(this);
    browser->setHtml(m_text);
    auto* buttons = new QDialogButtonBox(this);
    if (report.problems.isEmpty()) {
        buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    }
    buttons->addButton(report.problems.isEmpty() ? QDialogButtonBox::Cancel : QDialogButtonBox::Close);
    if (offerAssistant) {
        // The file read another way: its columns, games and players mapped by hand.
        QPushButton* other = buttons->addButton(tr("&Assistant…"), QDialogButtonBox::ActionRole);
        other->setObjectName(QStringLiteral("assistant"));
        connect(other, &QPushButton::clicked, this, [this] { done(AssistantRequested); });
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    resize(640, 460);
}

QString ImportReportDialog::text() const
{
    return m_text;
}

} // namespace palmares::ui
