#include "report/printing.h"

#include "report/writers.h"

#include <QPrintDialog>
#include <QPrinter>
#include <QPrintPreviewDialog>

namespace palmares::report {

namespace {

void prepare(QPrinter& printer, const Report& report)
{
    printer.setPageLayout(a4Layout());
    printer.setDocName(report.title);
    printer.setCreator(QStringLiteral("Palmarès"));
}

} // namespace

bool printWithDialog(QWidget* parent, const Report& report)
{
    QPrinter printer(QPrinter::HighResolution);
    prepare(printer, report);
    QPrintDialog dialog(&printer, parent);
    if (dialog.exec() != QDialog::Accepted) {
        return false;
    }
    return paint(report, printer) > 0;
}

void printPreview(QWidget* parent, const Report& report)
{
    QPrinter printer(QPrinter::HighResolution);
    prepare(printer, report);
    QPrintPreviewDialog dialog(&printer, parent);
    dialog.setWindowTitle(report.title);
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
                     [&report](QPrinter* target) { paint(report, *target); });
    dialog.exec();
}

} // namespace palmares::report
