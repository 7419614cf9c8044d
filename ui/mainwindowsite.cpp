// File → Publish the club's pages… (MainWindow::publishSite): the same
// call as `palmares-cli site --out DIR`, in the club's worker.

#include "mainwindow.h"

#include "report/site.h"
#include "texts.h"

#include <QDir>
#include <QFileDialog>
#include <QStatusBar>

namespace palmares::ui {

void MainWindow::publishSite()
{
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Publish the club's pages into"), QDir::homePath());
    if (folder.isEmpty()) {
        return;
    }
    club::Status status;
    const auto published = m_session.readNow<std::optional<report::SitePublication>>(
        [&folder, &status](club::Club& club) { return report::publishSite(club, folder, {}, false, status); });
    if (!published) {
        showError(tr("The club's pages were not published"), texts::problem(status));
        return;
    }
    statusBar()->showMessage(
        tr("The club's pages in %1: %2").arg(QDir::toNativeSeparators(folder), report::publicationSummary(*published)),
        10000);
}

} // namespace palmares::ui
