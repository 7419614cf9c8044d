#include "bulletindialog.h"

#include "pages/pagesupport.h"
#include "ui/datefield.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace palmares::ui {

BulletinDialog::BulletinDialog(QList<club::Season> seasons, QWidget* parent)
    : QDialog(parent),
      m_from(pages::dateField(this)),
      m_to(pages::dateField(this)),
      m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("bulletinDialog"));
    setWindowTitle(tr("Club bulletin"));
    m_from->setObjectName(QStringLiteral("from"));
    m_to->setObjectName(QStringLiteral("to"));
    auto* intro = new QLabel(tr("The bulletin gives the results of this period, the standings at its end and "
                                "the changes since its start."),
                             this);
    intro->setWordWrap(true);
    intro->setMinimumWidth(intro->fontMetrics().averageCharWidth() * 56);
    auto* fromLabel = new QLabel(tr("&From"), this);
    fromLabel->setBuddy(m_from);
    auto* toLabel = new QLabel(tr("&to"), this);
    toLabel->setBuddy(m_to);
    auto* row = new QHBoxLayout;
    row->addWidget(fromLabel);
    row->addWidget(m_from);
    row->addWidget(toLabel);
    row->addWidget(m_to);
    // No "every date": a bulletin is about a period.
    row->addWidget(pages::periodPresets(this, m_from, m_to, false, [seasons = std::move(seasons)] { return seasons; }));
    row->addStretch();
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    // A button of its own rather than Ok renamed: the box would name it "OK"
    // again on a change of language.
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_ok = buttons->addButton(tr("Make the bulletin"), QDialogButtonBox::AcceptRole);
    m_ok->setObjectName(QStringLiteral("make"));
    m_ok->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(row);
    layout->addWidget(m_problem);
    layout->addStretch();
    layout->addWidget(buttons);
    connect(m_from, &DateField::dateChanged, this, &BulletinDialog::check);
    connect(m_to, &DateField::dateChanged, this, &BulletinDialog::check);
    connect(m_from, &DateField::problemChanged, this, &BulletinDialog::check);
    connect(m_to, &DateField::problemChanged, this, &BulletinDialog::check);
    // This month up to today, as palmares-cli makes it by default.
    const QDate today = QDate::currentDate();
    setPeriod(QDate(today.year(), today.month(), 1), today);
}

BulletinDialog::~BulletinDialog() = default;

QDate BulletinDialog::from() const
{
    return m_from->date();
}

QDate BulletinDialog::to() const
{
    return m_to->date();
}

void BulletinDialog::setPeriod(QDate from, QDate to)
{
    m_from->setDate(from);
    m_to->setDate(to);
    check();
}

void BulletinDialog::check()
{
    const QString unreadable = !m_from->isReadable() ? m_from->problem() : m_to->problem();
    const bool ok = unreadable.isEmpty() && m_from->date() <= m_to->date();
    m_problem->setText(ok                      ? QString()
                       : !unreadable.isEmpty() ? unreadable
                                               : tr("The period ends before it starts: change one of the dates."));
    m_problem->setVisible(!ok);
    m_ok->setEnabled(ok);
}

} // namespace palmares::ui
