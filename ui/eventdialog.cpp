#include "eventdialog.h"

#include "ui/datefield.h"
#include "ui/pages/pagesupport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <array>

namespace palmares::ui {

namespace {

constexpr std::array Methods{club::PairingMethod::Swiss, club::PairingMethod::RoundRobin, club::PairingMethod::Tables,
                             club::PairingMethod::Random};
constexpr int MaxRounds = 99;

/// The problem label under a form, red, wrapped, hidden while empty.
QLabel* problemLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QStringLiteral("problem"));
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #b00020;"));
    label->hide();
    return label;
}

void showProblem(QLabel* label, const QString& text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

} // namespace

EventDialog::EventDialog(const QList<club::Game>& games, QWidget* parent)
    : QDialog(parent),
      m_games(games),
      m_name(new QLineEdit(this)),
      m_game(new QComboBox(this)),
      m_first(pages::dateField(this)),
      m_last(pages::openDate(this, tr("the first day only"))),
      m_method(new QComboBox(this)),
      m_rounds(new QSpinBox(this)),
      m_tables(new QComboBox(this)),
      m_problem(problemLabel(this))
{
    setObjectName(QStringLiteral("eventDialog"));
    setWindowTitle(tr("New event"));
    m_name->setObjectName(QStringLiteral("eventName"));
    m_game->setObjectName(QStringLiteral("eventGame"));
    m_first->setObjectName(QStringLiteral("eventFirst"));
    m_last->setObjectName(QStringLiteral("eventLast"));
    m_method->setObjectName(QStringLiteral("eventMethod"));
    m_rounds->setObjectName(QStringLiteral("eventRounds"));
    m_tables->setObjectName(QStringLiteral("eventTables"));
    pages::fillGames(m_game, games, false);
    m_first->setDate(QDate::currentDate());
    for (const club::PairingMethod m : Methods) {
        m_method->addItem(club::pairingLabel(m), static_cast<int>(m));
    }
    m_rounds->setRange(0, MaxRounds);
    m_rounds->setSpecialValueText(tr("as many as you pair"));
    m_tables->addItem(tr("Balanced (each table mixes levels)"), true);
    m_tables->addItem(tr("Drawn at random"), false);

    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Game:"), m_game);
    form->addRow(tr("&First day:"), m_first);
    form->addRow(tr("&Last day:"), m_last);
    form->addRow(tr("&Method:"), m_method);
    form->addRow(tr("&Rounds:"), m_rounds);
    form->addRow(tr("&Tables:"), m_tables);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add the event"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        // A day that does not read as a date is said, not replaced.
        for (DateField* day : {m_first, m_last}) {
            if (!day->isReadable()) {
                setProblem(day->problem());
                day->setFocus();
                return;
            }
        }
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_game, &QComboBox::currentIndexChanged, this, &EventDialog::followGame);
    connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
        const bool tables = m_method->currentData().toInt() == static_cast<int>(club::PairingMethod::Tables);
        m_tables->setEnabled(tables);
    });
    followGame();
}

void EventDialog::followGame()
{
    const QString name = m_game->currentData().toString();
    bool tables = false;
    for (const club::Game& g : std::as_const(m_games)) {
        if (g.name == name) {
            tables = g.system == rating::System::Niveau;
        }
    }
    const auto method = tables ? club::PairingMethod::Tables : club::PairingMethod::Swiss;
    m_method->setCurrentIndex(m_method->findData(static_cast<int>(method)));
    m_tables->setEnabled(tables);
}

club::Event EventDialog::chosen() const
{
    club::Event e;
    e.name = m_name->text().trimmed();
    e.game = m_game->currentData().toString();
    e.first = m_first->date();
    e.last = m_last->date(); // invalid: the first day only
    e.pairing = static_cast<club::PairingMethod>(m_method->currentData().toInt());
    e.rounds = m_rounds->value();
    e.balancedTables = m_tables->currentData().toBool();
    return e;
}

void EventDialog::setProblem(const QString& text)
{
    showProblem(m_problem, text);
}

EnterPlayersDialog::EnterPlayersDialog(const QString& event, const QStringList& players, QWidget* parent)
    : QDialog(parent),
      m_list(new QListWidget(this)),
      m_new(new QPlainTextEdit(this)),
      m_problem(problemLabel(this))
{
    setObjectName(QStringLiteral("enterPlayersDialog"));
    setWindowTitle(tr("Enter players in %1").arg(event));
    m_list->setObjectName(QStringLiteral("clubPlayers"));
    m_new->setObjectName(QStringLiteral("newPlayers"));
    for (const QString& p : players) {
        auto* item = new QListWidgetItem(p, m_list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_new->setPlaceholderText(tr("One name a line: added to the club's players"));
    m_new->setTabChangesFocus(true);
    auto* all = new QPushButton(tr("Tick &all"), this);
    connect(all, &QPushButton::clicked, this, [this] {
        for (int i = 0; i < m_list->count(); ++i) {
            m_list->item(i)->setCheckState(Qt::Checked);
        }
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Enter them"));
    auto* layout = new QVBoxLayout(this);
    auto* listLabel = new QLabel(tr("The club's &players:"), this);
    listLabel->setBuddy(m_list);
    layout->addWidget(listLabel);
    layout->addWidget(m_list);
    layout->addWidget(all);
    auto* newLabel = new QLabel(tr("&New players:"), this);
    newLabel->setBuddy(m_new);
    layout->addWidget(newLabel);
    layout->addWidget(m_new);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(420, 480);
}

QStringList EnterPlayersDialog::typed() const
{
    QStringList out;
    for (const QString& line : m_new->toPlainText().split(QLatin1Char('\n'))) {
        if (const QString name = line.trimmed(); !name.isEmpty()) {
            out << name;
        }
    }
    return out;
}

QStringList EnterPlayersDialog::players() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->checkState() == Qt::Checked) {
            out << m_list->item(i)->text();
        }
    }
    return out + typed();
}

bool EnterPlayersDialog::hasNewNames() const
{
    return !typed().isEmpty();
}

void EnterPlayersDialog::setProblem(const QString& text)
{
    showProblem(m_problem, text);
}

} // namespace palmares::ui
