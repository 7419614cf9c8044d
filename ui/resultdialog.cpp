#include "resultdialog.h"

#include "i18n/i18n.h"

#include "commands.h"
#include "models/modelsupport.h"
#include "session.h"
#include "texts.h"

#include "club/names.h"
#include "rating/ruleset.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIntValidator>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStringListModel>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>

namespace palmares::ui {

namespace {

using rating::Field;

/// The rule set's description: the fields, participants and outcomes the form offers.
rating::RuleSetDescription describe(rating::System system)
{
    return rating::makeRuleSet(system)->describe();
}

QLineEdit* numberEdit(QWidget* parent, const QString& placeholder, int width = 70)
{
    auto* e = new QLineEdit(parent);
    e->setPlaceholderText(placeholder);
    e->setMaximumWidth(width);
    e->setAlignment(Qt::AlignRight);
    return e;
}

/// A number typed in the person's locale ("12,5" in French); `ok` false when
/// the text is neither empty nor a number.
std::optional<double> parseNumber(const QLineEdit* e, bool& ok)
{
    const QString text = e->text().trimmed();
    ok = true;
    if (text.isEmpty()) {
        return std::nullopt;
    }
    double v = QLocale().toDouble(text, &ok);
    if (!ok) {
        v = QLocale::c().toDouble(text, &ok); // "12.5" on a French desk
    }
    if (!ok || !std::isfinite(v)) {
        ok = false;
        return std::nullopt;
    }
    return v;
}

std::optional<int> parseInteger(const QLineEdit* e, bool& ok)
{
    const auto v = parseNumber(e, ok);
    if (v && *v != std::floor(*v)) {
        ok = false;
        return std::nullopt;
    }
    return v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
}

QString numberText(std::optional<double> v)
{
    return v ? QLocale().toString(*v, 'g', 12) : QString();
}

void setProblemStyle(QLabel* label)
{
    label->setStyleSheet(QStringLiteral("color: #b00020;"));
    label->setWordWrap(true);
    label->hide();
}

} // namespace

struct ResultDialog::Row {
    QLabel* number = nullptr;
    QLineEdit* player = nullptr;
    QSpinBox* rank = nullptr;
    QLineEdit* score = nullptr;
    QLineEdit* team = nullptr;
    QCheckBox* left = nullptr;
    QLineEdit* armyList = nullptr;
    QLineEdit* armyPoints = nullptr;
    QLineEdit* morale = nullptr;
    QLineEdit* moraleLost = nullptr;
    QLineEdit* turns = nullptr;
    QLabel* problem = nullptr;

    [[nodiscard]] QList<QWidget*> widgets() const
    {
        return {number, player, rank, score, team, left, armyList, armyPoints, morale, moraleLost, turns, problem};
    }
};

ResultDialog::ResultDialog(Session& session, Mode mode, const QString& gameOrCode, QWidget* parent)
    : QDialog(parent),
      m_session(session),
      m_mode(mode)
{
    m_games = m_session.club().catalogue().games().value_or(QList<club::Game>{});
    m_completion = new QStringListModel(this);
    loadPlayers();
    buildForm();
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    m_timer->setInterval(150);
    connect(m_timer, &QTimer::timeout, this, &ResultDialog::refresh);

    if (mode == Mode::Add) {
        setWindowTitle(tr("New result"));
        m_date->setDateTime(QDateTime(QDate::currentDate(), QTime(QTime::currentTime().hour(), 0)));
        setGame(gameOrCode.isEmpty() && !m_games.isEmpty() ? m_games.first().name : gameOrCode);
    } else {
        m_code = gameOrCode;
        if (auto original = m_session.club().resultBook().matchDraft(gameOrCode)) {
            m_original = *std::move(original);
            fill(*m_original);
        }
        setWindowTitle(mode == Mode::Edit ? tr("Correct result %1").arg(gameOrCode)
                                          : tr("Delete result %1").arg(gameOrCode));
        if (mode == Mode::Delete) {
            for (QWidget* w : findChildren<QLineEdit*>()) {
                w->setEnabled(false);
            }
            for (QWidget* w :
                 {static_cast<QWidget*>(m_game), static_cast<QWidget*>(m_date), static_cast<QWidget*>(m_deals),
                  static_cast<QWidget*>(m_duration), static_cast<QWidget*>(m_outcome), static_cast<QWidget*>(m_void),
                  static_cast<QWidget*>(m_addRow), static_cast<QWidget*>(m_removeRow)}) {
                w->setEnabled(false);
            }
            for (Row* r : std::as_const(m_rows)) {
                r->rank->setEnabled(false);
                r->left->setEnabled(false);
            }
        }
    }
    // The first preview, by the club's worker as after a pause in typing:
    // editing a result a year back re-rates the year after it.
    m_save->setEnabled(false);
    refresh();
    m_pristine = formValues(); // what Cancel may discard without asking
}

ResultDialog::~ResultDialog()
{
    qDeleteAll(m_rows);
}

void ResultDialog::buildForm()
{
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);

    m_game = new QComboBox(this);
    for (const club::Game& g : std::as_const(m_games)) {
        m_game->addItem(g.name);
    }
    m_gameProblem = new QLabel(this);
    setProblemStyle(m_gameProblem);
    auto* gameBox = new QVBoxLayout;
    gameBox->addWidget(m_game);
    gameBox->addWidget(m_gameProblem);
    {
        auto* label = new QLabel(tr("&Game:"), this);
        label->setBuddy(m_game);
        form->addRow(label, gameBox);
    }

    m_date = new QDateTimeEdit(this);
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(i18n::fourDigitYears(QLocale().dateTimeFormat(QLocale::ShortFormat)));
    m_dateProblem = new QLabel(this);
    setProblemStyle(m_dateProblem);
    auto* dateBox = new QVBoxLayout;
    dateBox->addWidget(m_date);
    dateBox->addWidget(m_dateProblem);
    {
        auto* label = new QLabel(tr("&Played on:"), this);
        label->setBuddy(m_date);
        form->addRow(label, dateBox);
    }

    m_matchCode = new QLineEdit(this);
    m_matchCode->setPlaceholderText(tr("automatic"));
    m_codeProblem = new QLabel(this);
    setProblemStyle(m_codeProblem);
    auto* codeBox = new QVBoxLayout;
    codeBox->addWidget(m_matchCode);
    codeBox->addWidget(m_codeProblem);
    {
        auto* label = new QLabel(tr("&Identifier:"), this);
        label->setBuddy(m_matchCode);
        form->addRow(label, codeBox);
    }

    m_deals = new QSpinBox(this);
    m_deals->setRange(0, 999);
    m_deals->setSpecialValueText(tr("—"));
    m_dealsLabel = new QLabel(tr("&Deals played:"), this);
    m_dealsLabel->setBuddy(m_deals);
    form->addRow(m_dealsLabel, m_deals);

    m_duration = new QSpinBox(this);
    m_duration->setRange(0, 24 * 60);
    m_duration->setSuffix(tr(" min"));
    m_duration->setSpecialValueText(tr("not given"));
    m_durationLabel = new QLabel(tr("D&uration:"), this);
    m_durationLabel->setBuddy(m_duration);
    form->addRow(m_durationLabel, m_duration);

    m_outcome = new QComboBox(this);
    m_outcome->addItem(tr("From the morale lost"), QString()); // the levels: the rule set's (setGame)
    m_outcomeLabel = new QLabel(tr("&Outcome:"), this);
    m_outcomeLabel->setBuddy(m_outcome);
    form->addRow(m_outcomeLabel, m_outcome);

    m_void = new QCheckBox(tr("&Void match (kept, not rated)"), this);
    form->addRow(QString(), m_void);

    auto* participants = new QGroupBox(tr("Participants"), this);
    m_grid = new QGridLayout;
    m_grid->setHorizontalSpacing(6);
    const QStringList headers{tr("#"),      tr("Player"),      tr("Rank"),      tr("Score"),
                              tr("Team"),   tr("Left"),        tr("Army list"), tr("Army points"),
                              tr("Morale"), tr("Morale lost"), tr("Turns")};
    for (int c = 0; c < headers.size(); ++c) {
        auto* h = new QLabel(QStringLiteral("<b>%1</b>").arg(headers.at(c).toHtmlEscaped()), this);
        m_headers << h;
        m_grid->addWidget(h, 0, c);
    }
    m_grid->setColumnStretch(1, 1);
    auto* rowButtons = new QHBoxLayout;
    m_addRow = new QPushButton(tr("&Add a participant"), this);
    m_removeRow = new QPushButton(tr("&Remove the last one"), this);
    rowButtons->addWidget(m_addRow);
    rowButtons->addWidget(m_removeRow);
    rowButtons->addStretch();
    auto* participantsBox = new QVBoxLayout(participants);
    participantsBox->addLayout(m_grid);
    participantsBox->addLayout(rowButtons);
    connect(m_addRow, &QPushButton::clicked, this, [this] {
        addRow();
        scheduleRefresh();
    });
    connect(m_removeRow, &QPushButton::clicked, this, [this] {
        removeLastRow();
        scheduleRefresh();
    });

    m_general = new QLabel(this);
    setProblemStyle(m_general);
    m_game->setObjectName(QStringLiteral("game"));
    m_date->setObjectName(QStringLiteral("date"));
    m_matchCode->setObjectName(QStringLiteral("code"));
    m_deals->setObjectName(QStringLiteral("deals"));
    m_duration->setObjectName(QStringLiteral("duration"));
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_void->setObjectName(QStringLiteral("void"));
    m_general->setObjectName(QStringLiteral("generalProblem"));

    auto* left = new QVBoxLayout;
    left->addLayout(form);
    left->addWidget(participants);
    left->addWidget(m_general);
    left->addStretch();

    auto* previewBox = new QGroupBox(tr("What saving will do"), this);
    m_previewTable = new QTableWidget(0, 5, previewBox);
    m_previewTable->setHorizontalHeaderLabels({tr("Player"), tr("Before"), tr("After"), tr("Change"), tr("Expected")});
    m_previewTable->verticalHeader()->hide();
    m_previewTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_previewTable->setFocusPolicy(Qt::NoFocus);
    m_previewTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_previewTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_previewTable->setMinimumWidth(380);
    m_previewText = new QLabel(previewBox);
    m_previewText->setObjectName(QStringLiteral("previewText"));
    m_previewText->setWordWrap(true);
    m_previewText->setTextFormat(Qt::RichText);
    auto* previewLayout = new QVBoxLayout(previewBox);
    previewLayout->addWidget(m_previewTable, 1);
    previewLayout->addWidget(m_previewText);

    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 3);
    columns->addWidget(previewBox, 2);

    m_buttons = new QDialogButtonBox(this);
    m_save = m_buttons->addButton(m_mode == Mode::Delete ? tr("&Delete") : tr("&Save"), QDialogButtonBox::AcceptRole);
    m_save->setDefault(true);
    if (m_mode == Mode::Add) {
        m_saveNext = m_buttons->addButton(tr("Save and &next (Ctrl+Enter)"), QDialogButtonBox::ApplyRole);
        m_saveNext->setAutoDefault(false);
        connect(m_saveNext, &QPushButton::clicked, this, [this] { save(true); });
    }
    m_buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_save, &QPushButton::clicked, this, [this] { save(false); });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(m_buttons);

    connect(m_game, &QComboBox::currentTextChanged, this, [this](const QString& g) {
        if (!m_filling) {
            setGame(g, true);
            scheduleRefresh();
        }
    });
    connect(m_date, &QDateTimeEdit::dateTimeChanged, this, &ResultDialog::scheduleRefresh);
    connect(m_matchCode, &QLineEdit::textChanged, this, &ResultDialog::scheduleRefresh);
    connect(m_deals, &QSpinBox::valueChanged, this, &ResultDialog::scheduleRefresh);
    connect(m_duration, &QSpinBox::valueChanged, this, &ResultDialog::scheduleRefresh);
    connect(m_outcome, &QComboBox::currentIndexChanged, this, &ResultDialog::followResult);
    connect(m_outcome, &QComboBox::currentIndexChanged, this, &ResultDialog::scheduleRefresh);
    connect(m_void, &QCheckBox::toggled, this, &ResultDialog::scheduleRefresh);
}

rating::System ResultDialog::system() const
{
    for (const club::Game& g : m_games) {
        if (g.name == m_game->currentText()) {
            return g.system;
        }
    }
    return rating::System::Points;
}

void ResultDialog::loadPlayers()
{
    QStringList active;
    QStringList all;
    m_knownPlayers.clear();
    for (const auto& p : m_session.club().roster().players().value_or(QList<club::Player>{})) {
        m_knownPlayers.insert(club::names::normalised(p.name)); // as a typed name is looked up
        all << p.name;
        if (p.active) {
            active << p.name;
        }
    }
    m_lookalikes = club::names::Lookalikes(all); // read once, not at every keystroke
    m_completion->setStringList(active);
}

void ResultDialog::updateRowButtons()
{
    const rating::RuleSetDescription d = describe(system());
    m_addRow->setEnabled(m_mode != Mode::Delete && m_rows.size() < d.maxParticipants);
    m_removeRow->setEnabled(m_mode != Mode::Delete && m_rows.size() > d.minParticipants);
}

void ResultDialog::setOutcomes(const std::vector<rating::Outcome>& outcomes)
{
    QStringList keys;
    for (const rating::Outcome o : outcomes) {
        keys << QString::fromLatin1(rating::outcomeKey(o).data());
    }
    QStringList shown;
    for (int i = 1; i < m_outcome->count(); ++i) {
        shown << m_outcome->itemData(i).toString();
    }
    if (keys == shown) {
        return; // keeps the level chosen (fill() sets it before the game's fields)
    }
    while (m_outcome->count() > 1) {
        m_outcome->removeItem(m_outcome->count() - 1);
    }
    for (const rating::Outcome o : outcomes) {
        const QString key = QString::fromLatin1(rating::outcomeKey(o).data());
        m_outcome->addItem(tr("%1 — %2").arg(key, texts::outcomeLevel(o)), key); // "VP — partial victory"
    }
}

void ResultDialog::setGame(const QString& game, bool switched)
{
    m_filling = true;
    m_game->setCurrentText(game);
    m_filling = false;
    // The rule set with the game's parameters (a battle's levels), else its defaults.
    m_rules.reset();
    const auto configured = std::find_if(m_games.cbegin(), m_games.cend(),
                                         [&](const club::Game& g) { return g.name == m_game->currentText(); });
    if (configured != m_games.cend()) {
        if (auto made = club::GameCatalogue::ruleSetFor(*configured)) {
            m_rules = std::move(*made);
        }
    }
    if (!m_rules) {
        m_rules = rating::makeRuleSet(system());
    }
    const rating::RuleSetDescription d = m_rules->describe();
    setOutcomes(d.outcomes);
    // The rows the rule set takes: as many as it plays, the names typed
    // staying in the rows that remain (a tarot table of four becomes a duel
    // of its first two; the other two come back with a game of four). A
    // result read for correction keeps its rows.
    const auto rows = static_cast<int>(m_rows.size());
    if (rows == 0 || (switched && (rows < d.minParticipants || rows > d.maxParticipants))) {
        const int count = d.defaultParticipants;
        for (int i = count; i < rows; ++i) {
            while (m_namesSetAside.size() <= i) {
                m_namesSetAside << QString();
            }
            m_namesSetAside[i] = m_rows.at(i)->player->text();
        }
        setParticipantCount(count);
        for (int i = rows; i < count && i < m_namesSetAside.size(); ++i) {
            m_rows.at(i)->player->setText(m_namesSetAside.at(i));
        }
    }
    showFields();
}

void ResultDialog::showFields()
{
    const rating::RuleSetDescription d = m_rules->describe();
    const rating::Fields f = d.fields;
    m_dealsLabel->setVisible(f.has(Field::Deals));
    m_deals->setVisible(f.has(Field::Deals));
    m_durationLabel->setVisible(f.has(Field::Duration));
    m_duration->setVisible(f.has(Field::Duration));
    m_outcomeLabel->setVisible(f.has(Field::Outcome));
    m_outcome->setVisible(f.has(Field::Outcome));
    m_void->setVisible(f.has(Field::Void));
    // The header of each grid column from the third (after "#" and "Player").
    const Field columns[] = {Field::Rank,       Field::Score,  Field::Team,       Field::Left, Field::ArmyList,
                             Field::ArmyPoints, Field::Morale, Field::MoraleLost, Field::Turns};
    for (int c = 2; c < m_headers.size() && c - 2 < static_cast<int>(std::size(columns)); ++c) {
        m_headers.at(c)->setVisible(f.has(columns[c - 2]));
    }
    for (Row* r : std::as_const(m_rows)) {
        showFields(r, f);
    }
    updateRowButtons();
    followResult();
}

void ResultDialog::showFields(Row* r, rating::Fields f)
{
    r->rank->setVisible(f.has(Field::Rank));
    r->score->setVisible(f.has(Field::Score));
    r->team->setVisible(f.has(Field::Team));
    r->left->setVisible(f.has(Field::Left));
    r->armyList->setVisible(f.has(Field::ArmyList));
    r->armyPoints->setVisible(f.has(Field::ArmyPoints));
    r->morale->setVisible(f.has(Field::Morale));
    r->moraleLost->setVisible(f.has(Field::MoraleLost));
    r->turns->setVisible(f.has(Field::Turns));
}

void ResultDialog::followResult()
{
    if (!m_rules || m_mode == Mode::Delete) {
        return;
    }
    // RATING_RULES.md §4: a battle's level, and so who won, comes from the
    // morale lost when no outcome is entered, and an outcome E is a draw
    // whoever is ranked first. The ranks then only say it: the winner 1, the
    // loser 2, both 1 for a draw, never to be corrected by hand.
    std::vector<int> places;
    const auto d = draft();
    const bool ranked = d && m_rules->describe().fields.has(Field::Rank);
    const bool byResult = ranked && club::finishOf(*m_rules, *d, places).byResult;
    if (!byResult && !m_ranksFromResult) {
        return; // the ranks are the secretary's, as they were
    }
    if (byResult && !m_ranksFromResult) {
        m_typedRanks.clear(); // given back when the result stops deciding
        for (const Row* r : std::as_const(m_rows)) {
            m_typedRanks << r->rank->value();
        }
    }
    if (!byResult) {
        // An outcome other than E entered, or another game: the ranks are
        // typed again. They start from the winner the morale gives, when it
        // gives one, else from the ranks as they were typed.
        std::vector<int> byMorale;
        club::MatchDraft fromMorale = d.value_or(club::MatchDraft{});
        fromMorale.outcome = rating::Outcome::None;
        const bool moraleWinner =
            ranked && club::finishOf(*m_rules, fromMorale, byMorale).byResult &&
            std::adjacent_find(byMorale.cbegin(), byMorale.cend(), std::not_equal_to<>()) != byMorale.cend();
        places = moraleWinner ? byMorale : std::vector<int>(m_typedRanks.cbegin(), m_typedRanks.cend());
    }
    m_ranksFromResult = byResult;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        QSpinBox* rank = m_rows.at(i)->rank;
        const QSignalBlocker quiet(rank); // what changed the result already asked for a refresh
        if (static_cast<std::size_t>(i) < places.size()) {
            rank->setValue(places.at(static_cast<std::size_t>(i)));
        }
        rank->setEnabled(!byResult);
        rank->setToolTip(byResult ? tr("Set from the outcome: the winner 1, the loser 2, both 1 for a draw")
                                  : QString());
    }
}

void ResultDialog::setParticipantCount(int count)
{
    while (m_rows.size() < count) {
        addRow();
    }
    while (m_rows.size() > count) {
        removeLastRow();
    }
}

void ResultDialog::addRow()
{
    const int index = static_cast<int>(m_rows.size());
    const int gridRow = 1 + 2 * index;
    auto* r = new Row;
    r->number = new QLabel(QString::number(index + 1), this);
    r->player = new QLineEdit(this);
    r->player->setPlaceholderText(tr("name"));
    r->player->setMinimumWidth(140);
    auto* completer = new QCompleter(m_completion, r->player);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    r->player->setCompleter(completer);
    // Ctrl+Enter saves even while the list of names is open (it only closed it).
    completer->popup()->installEventFilter(this);
    r->rank = new QSpinBox(this);
    r->rank->setRange(0, 99);
    r->rank->setSpecialValueText(tr("—"));
    r->rank->setValue(m_mode == Mode::Add ? index + 1 : 0);
    r->score = numberEdit(this, tr("points"));
    r->team = new QLineEdit(this);
    r->team->setMaximumWidth(70);
    r->left = new QCheckBox(this);
    r->left->setToolTip(tr("This player left before the end"));
    r->armyList = new QLineEdit(this);
    r->armyList->setPlaceholderText(tr("army list"));
    r->armyPoints = numberEdit(this, tr("points"));
    r->armyPoints->setValidator(new QIntValidator(0, 100000, r->armyPoints));
    r->morale = numberEdit(this, tr("initial"));
    r->moraleLost = numberEdit(this, tr("lost"));
    r->turns = numberEdit(this, tr("turns"), 50);
    r->turns->setValidator(new QIntValidator(0, 1000, r->turns));
    r->problem = new QLabel(this);
    setProblemStyle(r->problem);
    // Names for tests and accessibility tools: "player1", "score1", …
    const QString n = QString::number(index + 1);
    r->player->setObjectName(QStringLiteral("player") + n);
    r->rank->setObjectName(QStringLiteral("rank") + n);
    r->score->setObjectName(QStringLiteral("score") + n);
    r->team->setObjectName(QStringLiteral("team") + n);
    r->left->setObjectName(QStringLiteral("left") + n);
    r->armyList->setObjectName(QStringLiteral("armyList") + n);
    r->armyPoints->setObjectName(QStringLiteral("armyPoints") + n);
    r->morale->setObjectName(QStringLiteral("morale") + n);
    r->moraleLost->setObjectName(QStringLiteral("moraleLost") + n);
    r->turns->setObjectName(QStringLiteral("turns") + n);
    r->problem->setObjectName(QStringLiteral("problem") + n);
    const QList<QWidget*> cells{r->number,   r->player,     r->rank,   r->score,      r->team, r->left,
                                r->armyList, r->armyPoints, r->morale, r->moraleLost, r->turns};
    for (int c = 0; c < cells.size(); ++c) {
        m_grid->addWidget(cells.at(c), gridRow, c);
    }
    m_grid->addWidget(r->problem, gridRow + 1, 1, 1, static_cast<int>(cells.size()) - 1);
    for (QLineEdit* e :
         {r->player, r->score, r->team, r->armyList, r->armyPoints, r->morale, r->moraleLost, r->turns}) {
        connect(e, &QLineEdit::textChanged, this, &ResultDialog::scheduleRefresh);
    }
    connect(r->rank, &QSpinBox::valueChanged, this, &ResultDialog::scheduleRefresh);
    for (QLineEdit* e : {r->morale, r->moraleLost}) {
        connect(e, &QLineEdit::textChanged, this, &ResultDialog::followResult); // who won, as it is typed
    }
    connect(r->left, &QCheckBox::toggled, this, &ResultDialog::scheduleRefresh);
    // Tab order: row after row, each row left to right, then the buttons.
    QWidget* previous = m_rows.isEmpty() ? static_cast<QWidget*>(m_void) : m_rows.last()->turns;
    for (QWidget* w :
         {static_cast<QWidget*>(r->player), static_cast<QWidget*>(r->rank), static_cast<QWidget*>(r->score),
          static_cast<QWidget*>(r->team), static_cast<QWidget*>(r->left), static_cast<QWidget*>(r->armyList),
          static_cast<QWidget*>(r->armyPoints), static_cast<QWidget*>(r->morale), static_cast<QWidget*>(r->moraleLost),
          static_cast<QWidget*>(r->turns)}) {
        setTabOrder(previous, w);
        previous = w;
    }
    if (m_addRow != nullptr) {
        setTabOrder(previous, m_addRow);
    }
    m_rows << r;
    if (m_rules) {
        showFields(r, m_rules->describe().fields);
        updateRowButtons();
    }
}

void ResultDialog::removeLastRow()
{
    if (m_rows.size() <= describe(system()).minParticipants && !m_filling) {
        return;
    }
    Row* r = m_rows.takeLast();
    for (QWidget* w : r->widgets()) {
        m_grid->removeWidget(w);
        delete w;
    }
    delete r;
    updateRowButtons();
}

void ResultDialog::fill(const club::MatchDraft& d)
{
    m_previewCurrent = false;
    m_filling = true;
    m_game->setCurrentText(d.game);
    m_date->setDateTime(d.playedAt);
    m_matchCode->setText(d.code);
    m_deals->setValue(d.deals.value_or(0));
    m_duration->setValue(d.durationMin.value_or(0));
    m_outcome->setCurrentIndex(
        std::max(0, m_outcome->findData(QString::fromStdString(std::string(rating::outcomeKey(d.outcome))))));
    if (d.outcome == rating::Outcome::None) {
        m_outcome->setCurrentIndex(0);
    }
    m_void->setChecked(d.isVoid);
    setParticipantCount(static_cast<int>(d.participants.size()));
    for (qsizetype i = 0; i < d.participants.size(); ++i) {
        const auto& e = d.participants.at(i);
        Row* r = m_rows.at(i);
        r->player->setText(e.player);
        r->rank->setValue(e.rank.value_or(0));
        r->score->setText(numberText(e.score));
        r->team->setText(e.team);
        r->left->setChecked(e.left);
        r->armyList->setText(e.armyList);
        r->armyPoints->setText(e.armyPoints ? QString::number(*e.armyPoints) : QString());
        r->morale->setText(numberText(e.morale));
        r->moraleLost->setText(numberText(e.moraleLost));
        r->turns->setText(e.turns ? QString::number(*e.turns) : QString());
    }
    m_filling = false;
    setGame(d.game);
}

std::optional<club::MatchDraft> ResultDialog::draft() const
{
    club::MatchDraft d;
    d.code = m_matchCode->text().trimmed();
    d.game = m_game->currentText();
    d.playedAt = m_date->dateTime();
    d.playedAt.setTimeSpec(Qt::UTC); // naive wall time, as the club stores it
    const rating::Fields f = describe(system()).fields;
    if (f.has(Field::Deals) && m_deals->value() > 0) {
        d.deals = m_deals->value();
    }
    if (f.has(Field::Duration) && m_duration->value() > 0) {
        d.durationMin = m_duration->value();
    }
    if (f.has(Field::Outcome)) {
        d.outcome =
            rating::outcomeFromKey(m_outcome->currentData().toString().toStdString()).value_or(rating::Outcome::None);
    }
    d.isVoid = f.has(Field::Void) && m_void->isChecked();
    bool allOk = true;
    for (const Row* r : m_rows) {
        club::MatchDraft::Entry e;
        e.player = r->player->text().trimmed();
        bool ok = true;
        if (f.has(Field::Rank) && r->rank->value() > 0 && !m_ranksFromResult) {
            e.rank = r->rank->value(); // ranks that follow the result are not entered: the result decides
        }
        if (f.has(Field::Score)) {
            e.score = parseNumber(r->score, ok);
            allOk = allOk && ok;
        }
        if (f.has(Field::Team)) {
            e.team = r->team->text().trimmed();
        }
        e.left = f.has(Field::Left) && r->left->isChecked();
        if (f.has(Field::ArmyList)) {
            e.armyList = r->armyList->text().trimmed();
        }
        if (f.has(Field::ArmyPoints)) {
            e.armyPoints = parseInteger(r->armyPoints, ok);
            allOk = allOk && ok;
        }
        if (f.has(Field::Morale)) {
            e.morale = parseNumber(r->morale, ok);
            allOk = allOk && ok;
        }
        if (f.has(Field::MoraleLost)) {
            e.moraleLost = parseNumber(r->moraleLost, ok);
            allOk = allOk && ok;
        }
        if (f.has(Field::Turns)) {
            e.turns = parseInteger(r->turns, ok);
            allOk = allOk && ok;
        }
        d.participants << e;
    }
    if (!allOk) {
        return std::nullopt;
    }
    return d;
}

void ResultDialog::scheduleRefresh()
{
    if (!m_filling) {
        m_previewCurrent = false;
        m_save->setEnabled(false); // until the check of what was typed is done
        m_timer->start();
    }
}

void ResultDialog::refreshNow()
{
    m_timer->stop();
    if (m_session.busy()) {
        // A save is being written by the club's worker: the preview's
        // transaction would wait for it on the window's thread. Later.
        m_timer->start();
        return;
    }
    if (const auto asked = checkForm()) {
        showPreviewOf(m_session.club().previewer().preview(asked->first, asked->second, m_code));
        return;
    }
    showProblems();
    showPreview();
}

void ResultDialog::refresh()
{
    const auto asked = checkForm();
    if (!asked) {
        showProblems();
        showPreview();
        return;
    }
    // Computed by the club's worker, the window live: a result a year back
    // on a club of 1,000,000 results re-rates 63,000 later matches (130-160
    // ms). Save stays off until it comes; the preview shown until then is
    // the last one; only the latest asked is shown.
    showProblems();
    const quint64 ask = m_previewsAsked;
    m_session.read(
        [this, ask, kind = asked->first, d = asked->second, code = m_code](club::Club& c) -> Session::Shown {
            auto preview = std::make_shared<club::Expected<club::Preview>>(c.previewer().preview(kind, d, code));
            return [this, ask, preview] {
                if (ask == m_previewsAsked) {
                    showPreviewOf(std::move(*preview));
                }
            };
        },
        this);
}

std::optional<std::pair<club::ChangeKind, club::MatchDraft>> ResultDialog::checkForm()
{
    ++m_previewsAsked; // a preview asked before is out of date
    m_previewCurrent = false;
    m_problems.clear();
    m_preview.reset();
    const rating::Fields f = describe(system()).fields;
    // What the form itself can tell: numbers that do not parse, empty names.
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Row* r = m_rows.at(i);
        const club::Field field = club::Field::participant(static_cast<int>(i) + 1);
        bool ok = true;
        const auto check = [&](const QLineEdit* e, bool wanted, const QString& what) {
            if (wanted) {
                parseNumber(e, ok);
                if (!ok && !m_problems.contains(field)) {
                    m_problems.insert(field, tr("%1 is not a number").arg(what));
                }
            }
        };
        check(r->score, f.has(Field::Score), tr("the score"));
        check(r->armyPoints, f.has(Field::ArmyPoints), tr("the army points"));
        check(r->morale, f.has(Field::Morale), tr("the initial morale"));
        check(r->moraleLost, f.has(Field::MoraleLost), tr("the morale lost"));
        check(r->turns, f.has(Field::Turns), tr("the number of turns"));
    }
    const auto d = draft();
    if (!m_problems.isEmpty() || !d) {
        return std::nullopt;
    }
    const club::ChangeKind kind = m_mode == Mode::Add    ? club::ChangeKind::Add
                                  : m_mode == Mode::Edit ? club::ChangeKind::Edit
                                                         : club::ChangeKind::Delete;
    return std::pair{kind, *d};
}

void ResultDialog::showPreviewOf(club::Expected<club::Preview> preview)
{
    m_previewCurrent = true;
    m_preview = preview ? std::optional<club::Preview>(*std::move(preview)) : std::nullopt;
    for (const club::Problem& p : preview.status().problems) {
        const QString message = texts::problem(p.message);
        m_problems.insert(
            p.field, m_problems.contains(p.field) ? m_problems.value(p.field) + QLatin1Char('\n') + message : message);
    }
    showProblems();
    showPreview();
}

void ResultDialog::showProblems()
{
    const auto show = [](QLabel* label, const QString& text) {
        label->setText(text);
        label->setVisible(!text.isEmpty());
    };
    using Kind = club::Field::Kind;
    show(m_gameProblem, m_problems.value(club::Field(Kind::Game)));
    show(m_dateProblem, m_problems.value(club::Field(Kind::Date)));
    show(m_codeProblem, m_problems.value(club::Field(Kind::Match)));
    QList<club::Field> placed{club::Field(Kind::Game), club::Field(Kind::Date), club::Field(Kind::Match)};
    // A new player whose name is possibly someone of the club ("bob" for
    // "Bob", names.h) is said beside his row before saving; the secretary
    // may keep both.
    QStringList typed;
    for (const auto& row : m_rows) {
        typed << row->player->text();
    }
    const QMap<QString, QStringList> lookalikes =
        m_mode == Mode::Delete ? QMap<QString, QStringList>{} : m_lookalikes.of(typed);
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const club::Field field = club::Field::participant(static_cast<int>(i) + 1);
        placed << field;
        QString text = m_problems.value(field);
        const QString name = club::names::normalised(m_rows.at(i)->player->text());
        if (text.isEmpty() && !name.isEmpty() && m_mode != Mode::Delete && !m_knownPlayers.contains(name)) {
            // Not a problem: the player is added with the result.
            if (const auto like = lookalikes.constFind(name); like != lookalikes.cend()) {
                m_rows.at(i)->problem->setStyleSheet(QStringLiteral("color: #8a4b00;"));
                show(m_rows.at(i)->problem,
                     tr("New player: %1 will be added to the club, but the club has '%2': the same person? "
                        "Choose the club's name to record the result under that player, or keep both.")
                         .arg(name, like->join(QStringLiteral(", "))));
                continue;
            }
            m_rows.at(i)->problem->setStyleSheet(QStringLiteral("color: #555;"));
            show(m_rows.at(i)->problem, tr("New player: %1 will be added to the club.").arg(name));
            continue;
        }
        m_rows.at(i)->problem->setStyleSheet(QStringLiteral("color: #b00020;"));
        show(m_rows.at(i)->problem, text);
    }
    QStringList general;
    for (auto it = m_problems.cbegin(); it != m_problems.cend(); ++it) {
        if (!placed.contains(it.key())) {
            general << club::Problem{it.value(), it.key(), 0, 0}.toString();
        }
    }
    show(m_general, general.join(QLatin1Char('\n')));
    m_save->setEnabled(canSave());
    if (m_saveNext != nullptr) {
        m_saveNext->setEnabled(canSave());
    }
    if (m_preview && !m_preview->unratedReason.isEmpty() && m_mode != Mode::Delete) {
        m_save->setText(tr("&Save as unrated"));
    } else {
        m_save->setText(m_mode == Mode::Delete ? tr("&Delete") : tr("&Save"));
    }
}

QString ResultDialog::saveText() const
{
    return m_save->text();
}

bool ResultDialog::canSave() const
{
    return m_problems.isEmpty() && m_preview.has_value();
}

void ResultDialog::showPreview()
{
    m_previewTable->setRowCount(0);
    if (!m_preview) {
        m_previewText->setText(m_problems.isEmpty() ? QString() : tr("Correct what is marked to see the preview."));
        return;
    }
    const club::Preview& p = *m_preview;
    const rating::RuleSetDescription rules = describe(p.system);
    const int decimals = rules.decimals;
    const auto rating = [&](double value, bool provisional) -> QString {
        return (provisional ? QStringLiteral("~") : QString()) + support::number(value, decimals);
    };
    const bool rated = p.unratedReason.isEmpty() && rules.hasRating;
    m_previewTable->setRowCount(static_cast<int>(p.rows.size()));
    for (int i = 0; i < p.rows.size(); ++i) {
        const club::PreviewRow& r = p.rows.at(i);
        // The change of the ratings as shown, so that before, after and change add up.
        const double change = support::shown(r.after, decimals) - support::shown(r.before, decimals);
        const QString sign = change > 0 ? QStringLiteral("▲ +") : change < 0 ? QStringLiteral("▼ ") : QString();
        const QStringList cells{
            r.player, rated || m_mode == Mode::Delete ? rating(r.before, r.provisionalBefore) : QString(),
            rated || m_mode == Mode::Delete ? rating(r.after, r.provisionalAfter) : QString(),
            rated || m_mode == Mode::Delete ? sign + support::number(change, decimals) : QString(),
            rated && m_mode != Mode::Delete ? support::number(100.0 * r.expected, 1) + QStringLiteral(" %")
                                            : QString()};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            if (c > 0) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            m_previewTable->setItem(i, c, item);
        }
    }
    m_previewTable->resizeColumnsToContents();
    QStringList lines;
    if (!p.unratedReason.isEmpty()) {
        lines << QStringLiteral("<b>%1</b>")
                     .arg(tr("This result will be kept unrated: %1.")
                              .arg(texts::unratedReason(p.unratedReason))
                              .toHtmlEscaped());
    } else if (!p.outcome.isEmpty()) {
        const rating::Outcome level = rating::outcomeFromKey(p.outcome.toStdString()).value_or(rating::Outcome::None);
        lines << tr("Outcome level: <b>%1</b>").arg(tr("%1 — %2").arg(p.outcome, texts::outcomeLevel(level))) +
                     (m_outcome->currentIndex() == 0 ? tr(" (from the morale lost)") : tr(" (entered)"));
    }
    if (!rules.hasRating && m_mode != Mode::Delete) {
        lines << tr("Belote-style games have no rating: the result adds placement points to the Hall of Fame.");
    }
    if (p.laterMatches > 0) {
        lines << tr("%n later match(es) of %1 will be re-rated.", nullptr, p.laterMatches).arg(p.game.toHtmlEscaped());
    }
    if (!p.closedSeasons.isEmpty()) {
        lines << QStringLiteral("<b>%1</b>")
                     .arg(tr("It changes the closed season(s) %1: saving asks first.", nullptr,
                             static_cast<int>(p.closedSeasons.size()))
                              .arg(p.closedSeasons.join(QStringLiteral(", ")))
                              .toHtmlEscaped());
    }
    QStringList moves;
    for (const club::RankMove& m : p.rankMoves) {
        if (m.before == 0) {
            moves << tr("%1 enters at #%2").arg(m.player.toHtmlEscaped()).arg(m.after);
        } else if (m.after == 0) {
            moves << tr("%1 leaves the standings (was #%2)").arg(m.player.toHtmlEscaped()).arg(m.before);
        } else {
            moves << tr("%1 #%2 → #%3").arg(m.player.toHtmlEscaped()).arg(m.before).arg(m.after);
        }
    }
    if (!moves.isEmpty()) {
        lines << tr("Ranks that move: %1").arg(moves.join(QStringLiteral(", ")));
    } else {
        lines << tr("No rank moves in the standings.");
    }
    m_previewText->setText(lines.join(QStringLiteral("<br>")));
}

bool ResultDialog::save(bool next)
{
    // The form's problems and preview as it is now; the preview already
    // shown is not computed again (a result a year back on a large club:
    // 130-160 ms on the window's thread before the save itself).
    if (!m_previewCurrent || m_timer->isActive()) {
        refreshNow();
    }
    if (!canSave() || !futureDateConfirmed()) {
        return false;
    }
    club::Status status;
    QString code;
    switch (m_mode) {
    case Mode::Add: {
        auto change = std::make_unique<AddResult>(*draft());
        AddResult* added = change.get();
        status = m_session.run(std::move(change));
        if (status.ok()) {
            code = added->code();
        }
        break;
    }
    case Mode::Edit:
        status = m_session.run(std::make_unique<EditResult>(m_code, *m_original, *draft()));
        code = draft()->code.isEmpty() ? m_code : draft()->code;
        break;
    case Mode::Delete:
        status = m_session.run(std::make_unique<DeleteResult>(*m_original));
        code = m_code;
        break;
    }
    if (!status.ok()) {
        if (status.stale && m_mode != Mode::Add) {
            offerReload(status);
            return false;
        }
        QMessageBox::warning(this, windowTitle(), tr("Nothing was saved: %1").arg(texts::problem(status)));
        return false;
    }
    Q_EMIT saved(code);
    if (next && m_mode == Mode::Add) {
        startNext();
    } else {
        accept();
    }
    return true;
}

void ResultDialog::offerReload(const club::Status& status)
{
    // Someone else saved this result since the dialog read it: never
    // overwrite their save; show it instead, if the person wants.
    QMessageBox box(QMessageBox::Warning, windowTitle(), tr("Nothing was saved: %1").arg(texts::problem(status)),
                    QMessageBox::Cancel, this);
    box.setInformativeText(
        tr("Reload shows the result as it is saved now; what you changed in this window is discarded."));
    QPushButton* reload = box.addButton(tr("&Reload"), QMessageBox::AcceptRole);
    box.setDefaultButton(reload);
    box.exec();
    if (box.clickedButton() != reload) {
        return;
    }
    auto reloaded = m_session.club().resultBook().matchDraft(m_code);
    if (!reloaded) {
        m_original.reset();
        QMessageBox::warning(this, windowTitle(), texts::problem(reloaded.status()));
        QDialog::reject(); // nothing left to keep: the result is gone
        return;
    }
    m_original = *std::move(reloaded);
    fill(*m_original);
    refreshNow();
    m_pristine = formValues();
}

bool ResultDialog::futureDateConfirmed()
{
    const QDate played = m_date->date();
    if (m_mode == Mode::Delete || played <= QDate::currentDate()) {
        return true;
    }
    const QString asked =
        tr("This result is dated %1, after today: once saved, it counts in today's standings. Save it with this "
           "date?")
            .arg(QLocale().toString(played, QLocale::LongFormat));
    if (QMessageBox::question(this, windowTitle(), asked, QMessageBox::Save | QMessageBox::Cancel,
                              QMessageBox::Cancel) == QMessageBox::Save) {
        return true;
    }
    m_date->setFocus();
    return false;
}

void ResultDialog::startNext()
{
    // The same game and evening; new participants.
    loadPlayers(); // the ones just saved are known now
    m_filling = true;
    m_matchCode->clear();
    m_void->setChecked(false);
    m_outcome->setCurrentIndex(0);
    for (int i = 0; i < m_rows.size(); ++i) {
        Row* r = m_rows.at(i);
        for (QLineEdit* e :
             {r->player, r->score, r->team, r->armyList, r->armyPoints, r->morale, r->moraleLost, r->turns}) {
            e->clear();
        }
        r->rank->setValue(i + 1);
        r->left->setChecked(false);
    }
    m_filling = false;
    followResult();
    if (!m_rows.isEmpty()) {
        m_rows.first()->player->setFocus();
    }
    refresh();
    m_pristine = formValues();
}

QStringList ResultDialog::formValues() const
{
    QStringList values;
    for (const QLineEdit* e : findChildren<QLineEdit*>()) {
        values << e->text(); // the spin boxes' and the date's too
    }
    for (const QComboBox* c : findChildren<QComboBox*>()) {
        values << QString::number(c->currentIndex());
    }
    for (const QCheckBox* c : findChildren<QCheckBox*>()) {
        values << (c->isChecked() ? QStringLiteral("1") : QStringLiteral("0"));
    }
    return values;
}

void ResultDialog::reject()
{
    if (m_mode != Mode::Delete && formValues() != m_pristine &&
        QMessageBox::question(this, windowTitle(), tr("Discard what you entered? This result is not saved."),
                              QMessageBox::Discard | QMessageBox::Cancel,
                              QMessageBox::Cancel) != QMessageBox::Discard) {
        return;
    }
    QDialog::reject();
}

bool ResultDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if (enter && (key->modifiers() & Qt::ControlModifier) != 0U) {
            if (auto* popup = qobject_cast<QWidget*>(watched)) {
                popup->hide();
            }
            save(m_mode == Mode::Add);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void ResultDialog::keyPressEvent(QKeyEvent* event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && (event->modifiers() & Qt::ControlModifier) != 0U) {
        save(m_mode == Mode::Add);
        return;
    }
    if (enter) {
        save(false);
        return;
    }
    QDialog::keyPressEvent(event);
}

} // namespace palmares::ui
