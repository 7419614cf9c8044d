// Paper (ui/report/printing.h): a QPrinter gets the same pages as the PDF
// writer, and the print preview dialog shows them.

#include "report/printing.h"
#include "report/writers.h"

#include <QApplication>
#include <QPrinter>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace palmares;

namespace {

report::Report longTable()
{
    QList<QStringList> rows;
    for (int i = 0; i < 150; ++i) {
        rows << QStringList{QString::number(i + 1), QStringLiteral("Joueur %1").arg(i + 1), QString::number(1500 - i)};
    }
    return report::fromTable(QStringLiteral("Players"),
                             {QStringLiteral("Rank"), QStringLiteral("Player"), QStringLiteral("Rating")}, rows);
}

} // namespace

class TestPrinting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void printerGetsTheSamePages();
    void previewShowsThePages();
};

void TestPrinting::printerGetsTheSamePages()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const report::Report r = longTable();
    const QString viaWriter = dir.filePath(QStringLiteral("writer.pdf"));
    QVERIFY(report::writePdf(r, viaWriter));

    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString viaPrinter = dir.filePath(QStringLiteral("printer.pdf"));
    printer.setOutputFileName(viaPrinter);
    printer.setPageLayout(report::a4Layout());
    const int pages = report::paint(r, printer);
    QVERIFY(pages >= 2);

    const auto text = [](const QString& pdf) {
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        p.waitForFinished(60000);
        return QString::fromUtf8(p.readAllStandardOutput()).simplified();
    };
    const QString printed = text(viaPrinter);
    QVERIFY2(printed.contains(QStringLiteral("Page %1 of %1").arg(pages)), qPrintable(printed.right(200)));
    QVERIFY(printed.contains(QStringLiteral("Joueur 150")));
    QVERIFY(text(viaWriter).contains(QStringLiteral("Page %1 of %1").arg(pages)));
}

void TestPrinting::previewShowsThePages()
{
    int shown = -1;
    QTimer::singleShot(0, this, [&shown] {
        auto* dialog = qobject_cast<QPrintPreviewDialog*>(QApplication::activeModalWidget());
        if (dialog == nullptr) {
            return;
        }
        auto* preview = dialog->findChild<QPrintPreviewWidget*>();
        shown = preview != nullptr ? preview->pageCount() : -2;
        dialog->reject();
    });
    report::printPreview(nullptr, longTable());
    QVERIFY2(shown >= 2, qPrintable(QString::number(shown)));
}

QTEST_MAIN(TestPrinting)
#include "tst_printing.moc"
