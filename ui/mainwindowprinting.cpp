// MainWindow's sheets: what it prints and exports (the view shown, the
// bulletin, a season's report, a result's explanation card), each made in
// the club's worker. The rest of the window is in mainwindow.cpp.

#include "mainwindow.h"

#include "bulletindialog.h"
#include "pages/eventspage.h"
#include "pages/pagesupport.h"
#include "pages/resultspage.h"
#include "pages/tablepage.h"
#include "report/printing.h"
#include "report/report.h"
#include "report/sheets.h"
#include "report/writers.h"
#include "texts.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QStatusBar>
#include <QTabWidget>

namespace palmares::ui {

std::optional<report::Report> MainWindow::currentReport(club::Status& status)
{
    if (!m_session.isOpen()) {
        status = club::Status::failure(tr("No club is open."));
        return std::nullopt;
    }
    // The title of a table printed as shown is its tab's.
    const auto tab = static_cast<Tab>(m_tabs->currentIndex());
    // Printed as the page shows the club now: its read finished first.
    return fresh(tab)->report(m_tabs->tabText(tab).remove(QLatin1Char('&')), status);
}

std::optional<report::Report> MainWindow::bulletinReport(club::Status& status)
{
    if (!m_session.isOpen()) {
        status = club::Status::failure(tr("No club is open."));
        return std::nullopt;
    }
    // The secretary chooses the period (issue 20: it was always this month).
    const auto seasons = m_session.readNow<QList<club::Season>>(
        [](club::Club& club) { return club.seasons().list().value_or(QList<club::Season>{}); });
    BulletinDialog dialog(seasons, this);
    if (dialog.exec() != QDialog::Accepted) {
        return std::nullopt; // cancelled: nothing to say
    }
    // A half-year's results and the standings at both ends of it: a second
    // or more on a large club, in the worker.
    return reportInBackground(
        [from = dialog.from(), to = dialog.to()](club::Club& c, club::Status& s) {
            return report::bulletin(c, {{}, {}, from, to}, s);
        },
        status);
}

std::optional<report::Report>
MainWindow::reportInBackground(const std::function<std::optional<report::Report>(club::Club&, club::Status&)>& make,
                               club::Status& status)
{
    std::optional<report::Report> made;
    club::Status making;
    const club::Status ran = m_session.inBackground(
        [&made, &making, &make](club::Club& c) {
            made = make(c, making);
            return club::Status();
        },
        tr("Preparing the sheet…"));
    status = ran.ok() ? making : ran;
    if (status.stopped) {
        statusBar()->showMessage(tr("Stopped: no sheet was made."), 5000);
    }
    return made;
}

void MainWindow::printView(bool preview)
{
    club::Status status;
    const auto r = currentReport(status);
    if (!r) {
        showError(tr("Nothing to print"), texts::problem(status));
        return;
    }
    if (preview) {
        report::printPreview(this, *r);
    } else {
        report::printWithDialog(this, *r);
    }
}

void MainWindow::printEvent(const report::EventParts& parts, const QString& how)
{
    club::Status status;
    const auto r = m_events->eventReport(parts, status);
    if (how != QLatin1String("preview") && how != QLatin1String("print")) {
        exportReport(r, how, status); // pdf, html, xlsx, ods
        return;
    }
    if (!r) {
        showError(tr("Nothing to print"), texts::problem(status));
    } else if (how == QLatin1String("preview")) {
        report::printPreview(this, *r);
    } else {
        report::printWithDialog(this, *r);
    }
}

void MainWindow::exportReport(const std::optional<report::Report>& r, const QString& format, const club::Status& status,
                              QWidget* over)
{
    QWidget* parent = over != nullptr ? over : this;
    if (!r) {
        if (!status.ok() && !status.stopped) { // else the person cancelled
            pages::showError(parent, tr("Nothing to export"), texts::problem(status));
        }
        return;
    }
    const QString filter = format == QStringLiteral("pdf")    ? tr("PDF documents (*.pdf)")
                           : format == QStringLiteral("html") ? tr("Web pages (*.html)")
                           : format == QStringLiteral("xlsx") ? tr("Excel workbooks (*.xlsx)")
                           : format == QStringLiteral("ods")  ? tr("OpenDocument spreadsheets (*.ods)")
                                                              : tr("Spreadsheets (*.csv)");
    QString path = QFileDialog::getSaveFileName(parent, tr("Export"), QString(), filter);
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(QLatin1Char('.') + format, Qt::CaseInsensitive)) {
        path += QLatin1Char('.') + format;
    }
    QString error;
    if (!writeReport(*r, path, error)) {
        pages::showError(parent, tr("%1 was not written").arg(path), error);
        return;
    }
    statusBar()->showMessage(tr("Exported to %1.").arg(path), 5000);
}

void MainWindow::seasonReport(const QString& season, const QString& format, QWidget* over)
{
    if (!m_session.isOpen()) {
        return;
    }
    club::Status status;
    const auto r = reportInBackground(
        [&season](club::Club& c, club::Status& s) { return report::seasonReport(c, season, s); }, status);
    if (format != QStringLiteral("preview")) {
        exportReport(r, format, status, over);
    } else if (r) {
        report::printPreview(over, *r);
    } else if (!status.stopped) {
        pages::showError(over, tr("No season report"), texts::problem(status));
    }
}

bool MainWindow::writeReport(const report::Report& r, const QString& path, QString& error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QStringLiteral("pdf")) {
        return report::writePdf(r, path, &error);
    }
    if (suffix == QStringLiteral("html") || suffix == QStringLiteral("htm")) {
        return report::writeHtml(r, path, &error);
    }
    if (suffix == QStringLiteral("csv") || suffix == QStringLiteral("xlsx") || suffix == QStringLiteral("ods")) {
        return report::writeReport(r, suffix, path, &error);
    }
    error = tr("Choose a file ending in .pdf, .html, .csv, .xlsx or .ods.");
    return false;
}

void MainWindow::printCard()
{
    const QString code = m_results->selectedMatch();
    if (code.isEmpty()) {
        m_tabs->setCurrentIndex(ResultsTab);
        statusBar()->showMessage(tr("Select a result in the Results tab first."), 5000);
        return;
    }
    club::Status status;
    const auto card = m_session.readNow<std::optional<report::Report>>(
        [&code, &status](club::Club& club) { return report::explanationCard(club, code, status); });
    if (!card) {
        showError(tr("No explanation card"), texts::problem(status));
        return;
    }
    report::printPreview(this, *card);
}

} // namespace palmares::ui
