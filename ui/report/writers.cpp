#include "report/writers.h"

#include "report/spreadsheets.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

namespace palmares::report {

namespace {

constexpr double MarginPoints = 7.5; // the page header and footer's text
const QColor RuleColor(0xb0, 0xb8, 0xc0);
const QColor MarginText(0x40, 0x46, 0x4d);

QString pageText(int page, int pages)
{
    return QCoreApplication::translate("Report", "Page %1 of %2").arg(page).arg(pages);
}

} // namespace

namespace workbook {

bool failWith(QString* error, const QString& message)
{
    if (error != nullptr) {
        *error = message;
    }
    return false;
}

bool replaceFile(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        return failWith(error,
                        QCoreApplication::translate("Report", "cannot write %1: %2").arg(path, file.errorString()));
    }
    return true;
}

} // namespace workbook

using workbook::failWith;

QPageLayout a4Layout()
{
    return {QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(12, 15, 12, 12), QPageLayout::Millimeter};
}

int paint(const Report& report, QPagedPaintDevice& device)
{
    QTextDocument document;
    report.fill(document);
    // Laid out in the device's own units, so fonts and lengths come out at
    // their size on paper whatever the device's resolution (setPageSize
    // below lays the whole document out again).
    document.documentLayout()->setPaintDevice(&device);

    const QRectF page = device.pageLayout().paintRectPixels(device.logicalDpiX()).toRectF();
    QFont marginFont(FontFamily);
    marginFont.setPointSizeF(MarginPoints);
    const QFontMetricsF metrics(marginFont, &device);
    const double line = metrics.lineSpacing();
    const double headerHeight = line * 2.0; // one line of text, a rule, a gap
    const double footerHeight = line * 3.2; // a gap, a rule, up to two lines
    const QRectF body(0, headerHeight, page.width(), page.height() - headerHeight - footerHeight);
    document.setPageSize(body.size());
    const int pages = document.pageCount();

    QPainter painter;
    if (!painter.begin(&device)) {
        return 0;
    }
    const QString headerLeft =
        report.club.isEmpty() ? report.title : report.club + QStringLiteral(" — ") + report.title;
    for (int i = 0; i < pages; ++i) {
        if (i > 0) {
            device.newPage();
        }
        painter.save();
        painter.translate(body.left(), body.top() - i * body.height());
        const QRectF visible(0, i * body.height(), body.width(), body.height());
        painter.setClipRect(visible);
        document.drawContents(&painter, visible);
        painter.restore();

        painter.save();
        painter.setFont(marginFont);
        painter.setPen(MarginText);
        const QRectF headerText(0, 0, page.width(), line);
        const QString date = metrics.elidedText(report.dateLine, Qt::ElideRight, page.width() * 0.35);
        const double dateWidth = metrics.horizontalAdvance(date);
        painter.drawText(headerText, Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(headerLeft, Qt::ElideRight, page.width() - dateWidth - line));
        painter.drawText(headerText, Qt::AlignRight | Qt::AlignVCenter, date);
        QPen rule(RuleColor);
        rule.setWidthF(std::max(1.0, device.logicalDpiX() / 144.0));
        painter.setPen(rule);
        painter.drawLine(QPointF(0, line * 1.3), QPointF(page.width(), line * 1.3));

        const double footerTop = page.height() - footerHeight + line * 0.6;
        painter.drawLine(QPointF(0, footerTop), QPointF(page.width(), footerTop));
        painter.setPen(MarginText);
        const QString number = pageText(i + 1, pages);
        const double numberWidth = metrics.horizontalAdvance(number) + line;
        const QRectF footerText(0, footerTop + line * 0.3, page.width() - numberWidth, line * 2.2);
        painter.drawText(footerText, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, printable(report.footer));
        painter.drawText(QRectF(0, footerTop + line * 0.3, page.width(), line), Qt::AlignRight | Qt::AlignTop, number);
        painter.restore();
    }
    painter.end();
    return pages;
}

QString csvQuoted(const QString& field)
{
    if (field.contains(QLatin1Char(',')) || field.contains(QLatin1Char('"')) || field.contains(QLatin1Char('\n')) ||
        field.contains(QLatin1Char('\r'))) {
        QString quoted = field;
        quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
        return QLatin1Char('"') + quoted + QLatin1Char('"');
    }
    return field;
}

QByteArray toCsv(const Report& report)
{
    QString out;
    for (const QStringList& record : report.csvRecords()) {
        QStringList fields;
        for (const QString& f : record) {
            fields << csvQuoted(f);
        }
        out += fields.join(QLatin1Char(',')) + QLatin1String("\r\n");
    }
    return QByteArrayLiteral("\xEF\xBB\xBF") + out.toUtf8();
}

bool writeCsv(const Report& report, const QString& path, QString* error)
{
    return workbook::replaceFile(path, toCsv(report), error);
}

bool writeHtml(const Report& report, const QString& path, QString* error)
{
    return workbook::replaceFile(path, report.html().toUtf8(), error);
}

bool writePdf(const Report& report, const QString& path, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return failWith(error,
                        QCoreApplication::translate("Report", "cannot write %1: %2").arg(path, file.errorString()));
    }
    {
        QPdfWriter writer(&file);
        writer.setResolution(300);
        writer.setPageLayout(a4Layout());
        writer.setTitle(report.title);
        writer.setCreator(QStringLiteral("Palmarès"));
        if (paint(report, writer) == 0) {
            file.cancelWriting();
            return failWith(
                error, QCoreApplication::translate("Report", "cannot write %1: the PDF could not be drawn").arg(path));
        }
    }
    if (!file.commit()) {
        return failWith(error,
                        QCoreApplication::translate("Report", "cannot write %1: %2").arg(path, file.errorString()));
    }
    return true;
}

const QStringList& reportFormats()
{
    static const QStringList formats{QStringLiteral("pdf"), QStringLiteral("html"), QStringLiteral("csv"),
                                     QStringLiteral("xlsx"), QStringLiteral("ods")};
    return formats;
}

bool writeReport(const Report& report, const QString& format, const QString& path, QString* error)
{
    using Writer = bool (*)(const Report&, const QString&, QString*);
    static const QList<std::pair<QString, Writer>> writers{{QStringLiteral("pdf"), &writePdf},
                                                           {QStringLiteral("html"), &writeHtml},
                                                           {QStringLiteral("csv"), &writeCsv},
                                                           {QStringLiteral("xlsx"), &writeXlsx},
                                                           {QStringLiteral("ods"), &writeOds}};
    for (const auto& [name, writer] : writers) {
        if (name == format) {
            return writer(report, path, error);
        }
    }
    return failWith(error, QCoreApplication::translate("Report", "%1 is not a format of reports").arg(format));
}

} // namespace palmares::report
