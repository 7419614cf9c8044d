#include "restoredialog.h"

#include "club/club.h"
#include "i18n/i18n.h"

#include "session.h"
#include "texts.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace palmares::ui {

namespace {

constexpr int PathRole = Qt::UserRole;

/// A core message that ends with "; the club was left untouched", in the
/// interface language: the message, then the reassurance.
QString problemText(const QString& english)
{
    const QString untouched = QStringLiteral("; the club was left untouched");
    if (english.endsWith(untouched)) {
        return texts::problem(english.chopped(untouched.size())) + RestoreDialog::tr("; the club was left untouched");
    }
    return texts::problem(english);
}

} // namespace

RestoreDialog::RestoreDialog(Session& session, QWidget* parent)
    : QDialog(parent),
      m_session(session),
      m_where(new QLabel(this)),
      m_list(new QTreeWidget(this))
{
    setWindowTitle(tr("Restore a backup"));
    auto* layout = new QVBoxLayout(this);
    m_where->setWordWrap(true);
    m_where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_where);

    m_list->setObjectName(QStringLiteral("backups"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderLabels({tr("Date"), tr("Reason"), tr("Contents"), tr("Size")});
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(ContentsColumn, QHeaderView::Stretch);
    layout->addWidget(m_list, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_restore = buttons->addButton(tr("&Restore…"), QDialogButtonBox::ActionRole);
    m_restore->setEnabled(false);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_restore, &QPushButton::clicked, this, &RestoreDialog::restoreSelected);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, [this] {
        const QList<QTreeWidgetItem*> items = m_list->selectedItems();
        m_restore->setEnabled(!items.isEmpty() && items.first()->data(DateColumn, Qt::UserRole + 1).toBool());
    });
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, [this] {
        if (m_restore->isEnabled()) {
            restoreSelected();
        }
    });
    resize(820, 420);
    reload();
}

QString RestoreDialog::reasonText(const QString& key)
{
    if (key == QLatin1String("open")) {
        return tr("club opened");
    }
    if (key == QLatin1String("periodic")) {
        return tr("after 30 minutes of changes");
    }
    if (key == QLatin1String("import")) {
        return tr("before an import");
    }
    if (key == QLatin1String("migration")) {
        return tr("before an upgrade of the file");
    }
    if (key == QLatin1String("before-restore")) {
        return tr("before a restore");
    }
    return key.isEmpty() ? tr("unknown") : key;
}

QString RestoreDialog::contentsText(const club::BackupInfo& backup)
{
    if (!backup.contents) {
        return tr("unreadable: %1").arg(texts::problem(backup.problem));
    }
    const club::BackupContents& c = *backup.contents;
    const auto n = [](qint64 v) { return static_cast<int>(v); };
    QString text = tr("%Ln player(s)", nullptr, n(c.players)) + QStringLiteral(", ") +
                   tr("%Ln game(s)", nullptr, n(c.games)) + QStringLiteral(", ") +
                   tr("%Ln result(s)", nullptr, n(c.matches));
    const QDate last = QDate::fromString(c.lastPlayed.left(10), Qt::ISODate);
    if (last.isValid()) {
        text += QStringLiteral(", ") + tr("the last on %1").arg(i18n::shortDate(last));
    }
    return text;
}

void RestoreDialog::reload()
{
    m_list->clear();
    const QString club = m_session.location();
    if (!m_session.isOpen()) {
        m_where->setText(tr("No club is open."));
        return;
    }
    if (palmares::club::isLeague(club)) {
        m_where->setText(tr("Automatic backups are made for SQLite club files only. Back up a PostgreSQL club with "
                            "pg_dump and restore it with pg_restore."));
        return;
    }
    const QList<club::BackupInfo> backups = club::Backups::list(club);
    m_where->setText(backups.isEmpty()
                         ? tr("There is no backup of %1 yet.").arg(QFileInfo(club).fileName())
                         : tr("Backups of %1, newest first, in %2.")
                               .arg(QFileInfo(club).fileName(), QFileInfo(backups.first().path).absolutePath()));
    const QLocale locale;
    for (const club::BackupInfo& b : backups) {
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(DateColumn, b.when.isValid() ? i18n::shortDateTime(b.when.toLocalTime(), locale) : b.fileName);
        item->setText(ReasonColumn, reasonText(b.reason));
        item->setText(ContentsColumn, contentsText(b));
        item->setText(SizeColumn, locale.formattedDataSize(b.size));
        item->setTextAlignment(SizeColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(DateColumn, b.path);
        item->setData(DateColumn, PathRole, b.path);
        item->setData(DateColumn, PathRole + 1, b.contents.has_value());
    }
    for (int c = 0; c < ColumnCount; ++c) {
        if (c != ContentsColumn) {
            m_list->resizeColumnToContents(c);
        }
    }
    if (m_list->topLevelItemCount() > 0) {
        m_list->setCurrentItem(m_list->topLevelItem(0));
    }
}

void RestoreDialog::restoreSelected()
{
    const QList<QTreeWidgetItem*> items = m_list->selectedItems();
    if (items.isEmpty()) {
        return;
    }
    const QString path = items.first()->data(DateColumn, PathRole).toString();
    const auto answer = QMessageBox::question(
        this, tr("Restore a backup"),
        tr("Replace the club by its backup of %1 (%2)?\n\nThe club as it is now is backed up first, so this can be "
           "undone by restoring that backup. The undo history is cleared.")
            .arg(items.first()->text(DateColumn), items.first()->text(ContentsColumn)));
    if (answer != QMessageBox::Yes) {
        return;
    }
    QString saved;
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = m_session.restore(path, saved, error);
    QApplication::restoreOverrideCursor();
    if (!ok) {
        QMessageBox::warning(this, tr("The backup was not restored"), problemText(error));
        reload();
        return;
    }
    m_saved = saved;
    m_restored = path;
    accept();
}

} // namespace palmares::ui
