#include "participanttable.h"

#include "numberfield.h"
#include "texts.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStringListModel>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>

namespace palmares::ui {

namespace {

using rating::Field;

/// The table is part of the result dialog: its words keep the dialog's
/// translation context.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::ui::ResultDialog)
};

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

/// The fields of the grid's columns from the third (after "#" and "Player").
constexpr std::array Columns{Field::Rank,       Field::Score,  Field::Team,       Field::Left, Field::ArmyList,
                             Field::ArmyPoints, Field::Morale, Field::MoraleLost, Field::Turns};

} // namespace

void setProblemStyle(QLabel* label)
{
    label->setStyleSheet(QStringLiteral("color: #b00020;"));
    label->setWordWrap(true);
    label->hide();
}

struct ParticipantTable::Row {
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

    /// The cells of the grid's row, left to right.
    [[nodiscard]] QList<QWidget*> cells() const
    {
        return {number, player, rank, score, team, left, armyList, armyPoints, morale, moraleLost, turns};
    }
    /// The fields typed in, in the tab order.
    [[nodiscard]] QList<QWidget*> fields() const { return cells().mid(1); }
    [[nodiscard]] QList<QLineEdit*> edits() const
    {
        return {player, score, team, armyList, armyPoints, morale, moraleLost, turns};
    }
    /// The widget of a column's field (Columns).
    [[nodiscard]] QWidget* of(Field f) const { return cells().at(2 + columnOf(f)); }
    static int columnOf(Field f)
    {
        return static_cast<int>(
            std::distance(std::begin(Columns), std::find(std::begin(Columns), std::end(Columns), f)));
    }
};

ParticipantTable::ParticipantTable(const Setup& setup, QWidget* parent)
    : QGroupBox(Text::tr("Participants"), parent),
      m_setup(setup),
      m_grid(new QGridLayout)
{
    m_grid->setHorizontalSpacing(6);
    QStringList headers{Text::tr("#"), Text::tr("Player")};
    for (const Field f : Columns) {
        headers << texts::ruleFieldLabel(f);
    }
    for (int c = 0; c < headers.size(); ++c) {
        auto* h = new QLabel(QStringLiteral("<b>%1</b>").arg(headers.at(c).toHtmlEscaped()), this);
        m_headers << h;
        m_grid->addWidget(h, 0, c);
    }
    m_grid->setColumnStretch(1, 1);
    auto* buttons = new QHBoxLayout;
    m_add = new QPushButton(Text::tr("&Add a participant"), this);
    m_remove = new QPushButton(Text::tr("&Remove the last one"), this);
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto* box = new QVBoxLayout(this);
    box->addLayout(m_grid);
    box->addLayout(buttons);
    connect(m_add, &QPushButton::clicked, this, [this] {
        addRow();
        Q_EMIT edited();
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (count() > m_minimum) {
            removeLastRow();
            Q_EMIT edited();
        }
    });
}

ParticipantTable::~ParticipantTable()
{
    qDeleteAll(m_rows);
}

int ParticipantTable::count() const
{
    return static_cast<int>(m_rows.size());
}

void ParticipantTable::setCount(int count)
{
    while (m_rows.size() < count) {
        addRow();
    }
    while (m_rows.size() > count) {
        removeLastRow();
    }
}

void ParticipantTable::setLimits(int minimum, int maximum)
{
    m_minimum = minimum;
    m_maximum = maximum;
    updateButtons();
}

void ParticipantTable::updateButtons()
{
    m_add->setEnabled(!m_locked && m_rows.size() < m_maximum);
    m_remove->setEnabled(!m_locked && m_rows.size() > m_minimum);
}

void ParticipantTable::showFields(rating::Fields fields)
{
    m_fields = fields;
    for (int c = 2; c < m_headers.size() && c - 2 < static_cast<int>(std::size(Columns)); ++c) {
        m_headers.at(c)->setVisible(fields.has(Columns[c - 2]));
    }
    for (Row* r : std::as_const(m_rows)) {
        showFields(r);
    }
    updateButtons();
}

void ParticipantTable::showFields(Row* r) const
{
    if (!m_fields) {
        return;
    }
    for (const Field f : Columns) {
        r->of(f)->setVisible(m_fields->has(f));
    }
}

void ParticipantTable::lock()
{
    m_locked = true;
    for (const Row* r : std::as_const(m_rows)) {
        for (QWidget* w : r->fields()) {
            w->setEnabled(false);
        }
    }
    updateButtons();
}

void ParticipantTable::fixPlayers()
{
    for (const Row* r : std::as_const(m_rows)) {
        r->player->setReadOnly(true);
        r->player->setFocusPolicy(Qt::NoFocus);
    }
}

void ParticipantTable::addRow()
{
    const int index = count();
    const int gridRow = 1 + 2 * index;
    auto* r = new Row;
    r->number = new QLabel(QString::number(index + 1), this);
    r->player = new QLineEdit(this);
    r->player->setPlaceholderText(Text::tr("name"));
    r->player->setMinimumWidth(140);
    auto* completer = new QCompleter(m_setup.completion, r->player);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    r->player->setCompleter(completer);
    if (m_setup.keyFilter != nullptr) {
        // Ctrl+Enter saves even while the list of names is open (it only closed it).
        completer->popup()->installEventFilter(m_setup.keyFilter);
    }
    r->rank = new QSpinBox(this);
    r->rank->setRange(0, 99);
    r->rank->setSpecialValueText(Text::tr("—"));
    typeOverSpecialValue(r->rank);
    r->rank->setValue(m_setup.numberRanks ? index + 1 : 0);
    r->score = numberEdit(this, Text::tr("points"));
    r->team = new QLineEdit(this);
    r->team->setMaximumWidth(70);
    r->left = new QCheckBox(this);
    r->left->setToolTip(Text::tr("This player left before the end"));
    r->armyList = new QLineEdit(this);
    r->armyList->setPlaceholderText(Text::tr("army list"));
    r->armyPoints = numberEdit(this, Text::tr("points"));
    r->armyPoints->setValidator(new QIntValidator(0, 100000, r->armyPoints));
    r->morale = numberEdit(this, Text::tr("initial"));
    r->moraleLost = numberEdit(this, Text::tr("lost"));
    r->turns = numberEdit(this, Text::tr("turns"), 50);
    r->turns->setValidator(new QIntValidator(0, 1000, r->turns));
    r->problem = new QLabel(this);
    setProblemStyle(r->problem);
    // The line under the row keeps a line's room while it is empty, so
    // that the rows below do not jump as a "new player" note appears (issue 43).
    QSizePolicy keep = r->problem->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    r->problem->setSizePolicy(keep);
    r->problem->setMinimumHeight(r->problem->fontMetrics().lineSpacing());
    // Names for tests and accessibility tools: "player1", "score1", …
    const QString n = QString::number(index + 1);
    const QStringList names{QStringLiteral("player"),     QStringLiteral("rank"),   QStringLiteral("score"),
                            QStringLiteral("team"),       QStringLiteral("left"),   QStringLiteral("armyList"),
                            QStringLiteral("armyPoints"), QStringLiteral("morale"), QStringLiteral("moraleLost"),
                            QStringLiteral("turns")};
    const QList<QWidget*> fields = r->fields();
    for (int i = 0; i < fields.size(); ++i) {
        fields.at(i)->setObjectName(names.at(i) + n);
    }
    r->problem->setObjectName(QStringLiteral("problem") + n);
    const QList<QWidget*> cells = r->cells();
    for (int c = 0; c < cells.size(); ++c) {
        m_grid->addWidget(cells.at(c), gridRow, c);
    }
    m_grid->addWidget(r->problem, gridRow + 1, 1, 1, static_cast<int>(cells.size()) - 1);
    for (QLineEdit* e : r->edits()) {
        connect(e, &QLineEdit::textChanged, this, &ParticipantTable::edited);
    }
    connect(r->rank, &QSpinBox::valueChanged, this, &ParticipantTable::edited);
    for (QLineEdit* e : {r->morale, r->moraleLost}) {
        connect(e, &QLineEdit::textChanged, this, &ParticipantTable::moraleEdited); // who won, as it is typed
    }
    connect(r->left, &QCheckBox::toggled, this, &ParticipantTable::edited);
    // Tab order: row after row, each row left to right, then the buttons.
    QWidget* previous = m_rows.isEmpty() ? m_setup.before : m_rows.last()->turns;
    for (QWidget* w : fields) {
        if (previous != nullptr) {
            setTabOrder(previous, w);
        }
        previous = w;
    }
    setTabOrder(previous, m_add);
    m_rows << r;
    showFields(r);
    updateButtons();
}

void ParticipantTable::removeLastRow()
{
    if (m_rows.isEmpty()) {
        return;
    }
    Row* r = m_rows.takeLast();
    QList<QWidget*> widgets = r->cells();
    widgets << r->problem;
    for (QWidget* w : widgets) {
        m_grid->removeWidget(w);
        delete w;
    }
    delete r;
    updateButtons();
}

void ParticipantTable::fill(const QList<club::MatchDraft::Entry>& entries)
{
    setCount(static_cast<int>(entries.size()));
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const auto& e = entries.at(i);
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
}

std::optional<QList<club::MatchDraft::Entry>> ParticipantTable::entries(rating::Fields f, bool ranksFromResult) const
{
    QList<club::MatchDraft::Entry> out;
    bool allOk = true;
    // A number of field `field` read from `e` into `to` when the rule set takes it.
    const auto number = [&](Field field, const QLineEdit* e, auto& to, auto parse) {
        if (f.has(field)) {
            bool ok = true;
            to = parse(e, ok);
            allOk = allOk && ok;
        }
    };
    for (const Row* r : m_rows) {
        club::MatchDraft::Entry e;
        e.player = r->player->text().trimmed();
        if (f.has(Field::Rank) && r->rank->value() > 0 && !ranksFromResult) {
            e.rank = r->rank->value(); // ranks that follow the result are not entered: the result decides
        }
        number(Field::Score, r->score, e.score, parseNumber);
        e.team = f.has(Field::Team) ? r->team->text().trimmed() : QString();
        e.left = f.has(Field::Left) && r->left->isChecked();
        e.armyList = f.has(Field::ArmyList) ? r->armyList->text().trimmed() : QString();
        number(Field::ArmyPoints, r->armyPoints, e.armyPoints, parseInteger);
        number(Field::Morale, r->morale, e.morale, parseNumber);
        number(Field::MoraleLost, r->moraleLost, e.moraleLost, parseNumber);
        number(Field::Turns, r->turns, e.turns, parseInteger);
        out << e;
    }
    if (!allOk) {
        return std::nullopt;
    }
    return out;
}

void ParticipantTable::checkNumbers(rating::Fields f, QMap<club::Field, QString>& problems) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Row* r = m_rows.at(i);
        const club::Field field = club::Field::participant(static_cast<int>(i) + 1);
        const auto check = [&](const QLineEdit* e, Field wanted, const QString& what) {
            bool ok = true;
            if (f.has(wanted)) {
                parseNumber(e, ok);
                if (!ok && !problems.contains(field)) {
                    problems.insert(field, Text::tr("%1 is not a number").arg(what));
                }
            }
        };
        check(r->score, Field::Score, Text::tr("the score"));
        check(r->armyPoints, Field::ArmyPoints, Text::tr("the army points"));
        check(r->morale, Field::Morale, Text::tr("the initial morale"));
        check(r->moraleLost, Field::MoraleLost, Text::tr("the morale lost"));
        check(r->turns, Field::Turns, Text::tr("the number of turns"));
    }
}

QStringList ParticipantTable::names() const
{
    QStringList out;
    for (const Row* r : m_rows) {
        out << r->player->text();
    }
    return out;
}

void ParticipantTable::setName(int row, const QString& name)
{
    m_rows.at(row)->player->setText(name);
}

void ParticipantTable::showLine(int row, const QString& text, Tone tone)
{
    QLabel* line = m_rows.at(row)->problem;
    line->setStyleSheet(tone == Tone::Problem ? QStringLiteral("color: #b00020;")
                        : tone == Tone::Note  ? QStringLiteral("color: #555;")
                                              : QStringLiteral("color: #8a4b00;"));
    line->setText(text);
    line->setVisible(!text.isEmpty());
}

QList<int> ParticipantTable::ranks() const
{
    QList<int> out;
    for (const Row* r : m_rows) {
        out << r->rank->value();
    }
    return out;
}

void ParticipantTable::setRanks(const std::vector<int>& places, bool fromResult)
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        QSpinBox* rank = m_rows.at(i)->rank;
        const QSignalBlocker quiet(rank); // what changed the result already asked for a refresh
        if (static_cast<std::size_t>(i) < places.size()) {
            rank->setValue(places.at(static_cast<std::size_t>(i)));
        }
        rank->setEnabled(!fromResult);
        rank->setToolTip(fromResult ? Text::tr("Set from the outcome: the winner 1, the loser 2, both 1 for a draw")
                                    : QString());
    }
}

void ParticipantTable::clearForNext()
{
    for (int i = 0; i < m_rows.size(); ++i) {
        Row* r = m_rows.at(i);
        for (QLineEdit* e : r->edits()) {
            e->clear();
        }
        r->rank->setValue(i + 1);
        r->left->setChecked(false);
    }
}

void ParticipantTable::focusFirst()
{
    if (m_rows.isEmpty()) {
        return;
    }
    for (QWidget* w : m_rows.first()->fields()) {
        if (w->isVisibleTo(this) && w->isEnabled() && w->focusPolicy() != Qt::NoFocus) {
            w->setFocus();
            return;
        }
    }
}

} // namespace palmares::ui
