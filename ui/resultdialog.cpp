#include "resultdialog.h"

#include "i18n/i18n.h"
#include "ui/datefield.h"

#include "commands.h"
#include "numberfield.h"
#include "participanttable.h"
#include "previewpanel.h"
#include "screenfit.h"
#include "session.h"
#include "texts.h"

#include "club/names.h"
#include "rating/ruleset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStringListModel>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace palmares::ui {

namespace {

using rating::Field;

/// The rule set's description: the fields, participants and outcomes the form offers.
rating::RuleSetDescription describe(rating::System system)
{
    return rating::makeRuleSet(system)->describe();
}

/// Whether the person chose to throw away what he typed. The buttons say what
/// each does, in his language: Qt's own Discard and Cancel read "Ne pas tenir
/// compte" and "Annuler" in French, which say neither (issue 43).
bool discardConfirmed(QWidget* parent, const QString& title)
{
    QMessageBox box(QMessageBox::Question, title,
                    ResultDialog::tr("Discard what you entered? This result is not saved."), QMessageBox::NoButton,
                    parent);
    QPushButton* discard = box.addButton(ResultDialog::tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton* keep = box.addButton(ResultDialog::tr("&Keep editing"), QMessageBox::RejectRole);
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    return box.clickedButton() == discard;
}

} // namespace

ResultDialog::ResultDialog(Session& session, Mode mode, const QString& gameOrCode, QWidget* parent)
    : QDialog(parent),
      m_session(session),
      m_mode(mode),
      m_completion(new QStringListModel(this)),
      m_timer(new QTimer(this))
{
    // What the form needs of the club, read by the club's worker (one read).
    struct Read {
        QList<club::Game> games;
        QList<club::Player> players;
        std::optional<club::MatchDraft> original;
        QTime usualTime; ///< a new result's: the club's usual evening
    };
    const bool correcting = mode != Mode::Add;
    auto read = m_session.readNow<Read>([correcting, gameOrCode](club::Club& club) {
        Read r{club.catalogue().games().value_or(QList<club::Game>{}),
               club.roster().players().value_or(QList<club::Player>{}), std::nullopt,
               club.archive().usualTime(QDate::currentDate()).value_or(club::Archive::defaultTime())};
        if (correcting) {
            if (auto original = club.resultBook().matchDraft(gameOrCode)) {
                r.original = *std::move(original);
            }
        }
        return r;
    });
    m_games = std::move(read.games);
    showPlayers(read.players);
    buildForm();
    m_timer->setSingleShot(true);
    m_timer->setInterval(150);
    connect(m_timer, &QTimer::timeout, this, &ResultDialog::refresh);

    if (mode == Mode::Add) {
        setWindowTitle(tr("New result"));
        // Today at the club's usual time: results are entered the evening
        // they are played, or the day after, rarely at the hour of typing.
        m_date->setDateTime(QDateTime(QDate::currentDate(), read.usualTime));
        setGame(gameOrCode.isEmpty() && !m_games.isEmpty() ? m_games.first().name : gameOrCode);
    } else {
        m_code = gameOrCode;
        if (read.original) {
            m_original = std::move(read.original);
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
                  static_cast<QWidget*>(m_duration), static_cast<QWidget*>(m_outcome), static_cast<QWidget*>(m_void)}) {
                w->setEnabled(false);
            }
            m_participants->lock();
        }
    }
    // The first preview, by the club's worker as after a pause in typing:
    // editing a result a year back re-rates the year after it.
    m_save->setEnabled(false);
    refresh();
    m_pristine = formValues(); // what Cancel may discard without asking
    if (mode == Mode::Add) {
        // The game and the evening are usually right: the names come first
        // (issue 43: typing a name went into the game's list).
        m_participants->focusFirst();
    }
}

ResultDialog::~ResultDialog() = default;

int ResultDialog::participantCount() const
{
    return m_participants->count();
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

    m_date = new DateField(DateField::Kind::DateTime, this);
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
    typeOverSpecialValue(m_deals);
    m_dealsLabel = new QLabel(tr("&Deals played:"), this);
    m_dealsLabel->setBuddy(m_deals);
    form->addRow(m_dealsLabel, m_deals);

    m_duration = new QSpinBox(this);
    m_duration->setRange(0, 24 * 60);
    m_duration->setSuffix(tr(" min"));
    m_duration->setSpecialValueText(tr("not given"));
    typeOverSpecialValue(m_duration);
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

    m_participants = new ParticipantTable({m_mode == Mode::Add, m_completion, this, m_void}, this);
    connect(m_participants, &ParticipantTable::edited, this, &ResultDialog::scheduleRefresh);
    connect(m_participants, &ParticipantTable::moraleEdited, this, &ResultDialog::followResult);

    m_general = new QLabel(this);
    setProblemStyle(m_general);
    m_game->setObjectName(QStringLiteral("game"));
    m_date->setObjectName(QStringLiteral("date"));
    m_dateProblem->setObjectName(QStringLiteral("dateProblem"));
    m_matchCode->setObjectName(QStringLiteral("code"));
    m_deals->setObjectName(QStringLiteral("deals"));
    m_duration->setObjectName(QStringLiteral("duration"));
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_void->setObjectName(QStringLiteral("void"));
    m_general->setObjectName(QStringLiteral("generalProblem"));

    // The form and its rows scroll inside the dialog rather than push it
    // past a small screen (issue 43: tarot's rows at 1280×720).
    auto* formPart = new QWidget(this);
    auto* left = new QVBoxLayout(formPart);
    left->setContentsMargins(0, 0, 0, 0);
    left->addLayout(form);
    left->addWidget(m_participants);
    left->addWidget(m_general);
    left->addStretch();

    m_previewPanel = new PreviewPanel(this);

    auto* columns = new QHBoxLayout;
    // The form takes what it needs (a battle's nine columns) before the
    // preview widens beyond its own.
    columns->addWidget(scrolling(formPart, this), 1);
    columns->addWidget(m_previewPanel);

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
            // The game's rows and columns, as far as the screen allows, once laid out.
            QTimer::singleShot(0, this, [this] { growToContent(this); });
            scheduleRefresh();
        }
    });
    connect(m_date, &DateField::dateTimeChanged, this, &ResultDialog::scheduleRefresh);
    // A text that does not read as a date: said under the field at once.
    connect(m_date, &DateField::problemChanged, this, &ResultDialog::scheduleRefresh);
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

void ResultDialog::showPlayers(const QList<club::Player>& players)
{
    QStringList active;
    QStringList all;
    m_knownPlayers.clear();
    for (const auto& p : players) {
        m_knownPlayers.insert(club::names::normalised(p.name)); // as a typed name is looked up
        all << p.name;
        if (p.active) {
            active << p.name;
        }
    }
    m_lookalikes = club::names::Lookalikes(all); // read once, not at every keystroke
    m_completion->setStringList(active);
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
    const int rows = m_participants->count();
    if (rows == 0 || (switched && (rows < d.minParticipants || rows > d.maxParticipants))) {
        const int count = d.defaultParticipants;
        const QStringList typed = m_participants->names();
        for (int i = count; i < rows; ++i) {
            while (m_namesSetAside.size() <= i) {
                m_namesSetAside << QString();
            }
            m_namesSetAside[i] = typed.at(i);
        }
        m_participants->setCount(count);
        for (int i = rows; i < count && i < m_namesSetAside.size(); ++i) {
            m_participants->setName(i, m_namesSetAside.at(i));
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
    if (m_table) { // the table's players, no more, no fewer
        const auto seats = static_cast<int>(m_table->players.size());
        m_participants->setLimits(seats, seats);
    } else {
        m_participants->setLimits(d.minParticipants, d.maxParticipants);
    }
    m_participants->showFields(f);
    followResult();
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
        m_typedRanks = m_participants->ranks(); // given back when the result stops deciding
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
    m_participants->setRanks(places, byResult);
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
    m_participants->fill(d.participants);
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
    auto participants = m_participants->entries(f, m_ranksFromResult);
    if (!participants) {
        return std::nullopt;
    }
    d.participants = *std::move(participants);
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
    // Computed by the club's worker as after a pause in typing (after any
    // write queued before it); the window waits for it, painting.
    refresh();
    const quint64 asked = m_previewsAsked;
    m_session.readNow<bool>([](club::Club&) { return true; }); // the worker is past the preview
    if (asked == m_previewsAsked && !m_previewCurrent) {
        showProblems(); // the worker could not read the club: said, nothing to save
    }
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
    // What the form itself can tell: numbers that do not parse, a date that
    // does not read as one (the date it had is kept, not saved).
    m_participants->checkNumbers(f, m_problems);
    if (!m_date->isReadable()) {
        m_problems.insert(club::Field(club::Field::Kind::Date), m_date->problem());
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
    addProblems(preview.status());
    m_preview = preview ? std::optional<club::Preview>(*std::move(preview)) : std::nullopt;
    showProblems();
    showPreview();
}

void ResultDialog::addProblems(const club::Status& status)
{
    for (const club::Problem& p : status.problems) {
        const QString message = texts::problemText(p);
        m_problems.insert(
            p.field, m_problems.contains(p.field) ? m_problems.value(p.field) + QLatin1Char('\n') + message : message);
    }
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
    placed << showRowProblems();
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

QList<club::Field> ResultDialog::showRowProblems()
{
    // A new player whose name is possibly someone of the club ("bob" for
    // "Bob", names.h) is said beside his row before saving; the secretary
    // may keep both.
    const QStringList typed = m_participants->names();
    const QMap<QString, QStringList> lookalikes =
        m_mode == Mode::Delete ? QMap<QString, QStringList>{} : m_lookalikes.of(typed);
    QList<club::Field> placed;
    for (int i = 0; i < typed.size(); ++i) {
        const club::Field field = club::Field::participant(i + 1);
        placed << field;
        const QString text = m_problems.value(field);
        const QString name = club::names::normalised(typed.at(i));
        if (!text.isEmpty() || name.isEmpty() || m_mode == Mode::Delete || m_knownPlayers.contains(name)) {
            m_participants->showLine(i, text, ParticipantTable::Tone::Problem);
        } else if (const auto like = lookalikes.constFind(name); like != lookalikes.cend()) {
            // Not a problem: the player is added with the result.
            m_participants->showLine(
                i,
                tr("New player: %1 will be added to the club, but the club has '%2': the same person? "
                   "Choose the club's name to record the result under that player, or keep both.")
                    .arg(name, like->join(QStringLiteral(", "))),
                ParticipantTable::Tone::Warning);
        } else if (const QStringList near = m_lookalikes.near(name);
                   !near.isEmpty() && !m_newConfirmed.contains(name)) {
            // Asked again at saving (nearNamesAnswered).
            m_participants->showLine(
                i, tr("New player: %1 will be added to the club. Did you mean %2?").arg(name, near.first()),
                ParticipantTable::Tone::Warning);
        } else {
            m_participants->showLine(i, tr("New player: %1 will be added to the club.").arg(name),
                                     ParticipantTable::Tone::Note);
        }
    }
    return placed;
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
    m_previewPanel->showPreview(m_preview,
                                {m_mode == Mode::Delete, m_outcome->currentIndex() != 0, !m_problems.isEmpty()});
}

bool ResultDialog::save(bool next)
{
    // The form's problems and preview as it is now; the preview already
    // shown is not computed again (a result a year back on a large club:
    // 130-160 ms on the window's thread before the save itself).
    if (!m_previewCurrent || m_timer->isActive()) {
        refreshNow();
    }
    if (!canSave() || !futureDateConfirmed() || !nearNamesAnswered()) {
        return false;
    }
    club::Status status;
    QString code;
    switch (m_mode) {
    case Mode::Add: {
        if (m_table) {
            auto saved = saveToTable();
            if (!saved) {
                return false; // said in the form
            }
            code = *saved;
            break;
        }
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
    if (next && m_mode == Mode::Add && !m_table) {
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
    auto reloaded = m_session.readNow<club::Expected<club::MatchDraft>>(
        [code = m_code](club::Club& club) { return club.resultBook().matchDraft(code); });
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

bool ResultDialog::nearNamesAnswered()
{
    if (m_mode == Mode::Delete) {
        return true;
    }
    const QStringList typed = m_participants->names();
    bool replaced = false;
    for (int i = 0; i < typed.size(); ++i) {
        const QString name = club::names::normalised(typed.at(i));
        const QStringList near = m_newConfirmed.contains(name) ? QStringList() : m_lookalikes.near(name);
        if (near.isEmpty()) {
            continue;
        }
        const QString& player = near.first();
        QMessageBox box(QMessageBox::Question, windowTitle(), tr("Did you mean %1?").arg(player), QMessageBox::Cancel,
                        this);
        box.setInformativeText(tr("The club has no player named %1, but it has %2.").arg(name, player));
        QPushButton* use = box.addButton(tr("&Use %1").arg(player), QMessageBox::YesRole);
        QPushButton* create = box.addButton(tr("Create a &new player"), QMessageBox::NoRole);
        box.setDefaultButton(use);
        box.exec();
        if (box.clickedButton() == use) {
            m_participants->setName(i, player);
            replaced = true;
        } else if (box.clickedButton() == create) {
            m_newConfirmed.insert(name);
        } else {
            return false;
        }
    }
    if (replaced) {
        refreshNow(); // the preview of the result as it will be saved
    }
    return canSave();
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
    showPlayers(m_session.readNow<QList<club::Player>>([](club::Club& club) {
        return club.roster().players().value_or(QList<club::Player>{});
    })); // the ones just saved are known now
    m_filling = true;
    m_matchCode->clear();
    m_void->setChecked(false);
    m_outcome->setCurrentIndex(0);
    m_participants->clearForNext();
    m_filling = false;
    followResult();
    m_participants->focusFirst();
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
    if (m_mode != Mode::Delete && formValues() != m_pristine && !discardConfirmed(this, windowTitle())) {
        return;
    }
    QDialog::reject();
}

bool ResultDialog::eventFilter(QObject* watched, QEvent* event)
{
    const auto* key = event->type() == QEvent::KeyPress ? dynamic_cast<const QKeyEvent*>(event) : nullptr;
    if (key != nullptr) {
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
