#pragma once

// Internal to core/workbook: the entries of a workbook's zip, each read as
// a device that counts what it inflates against the limits of limits.h
// while it inflates (a zip bomb is stopped at its first megabytes), and the
// refusal that stops the reading (caught by Workbook::read).

#include "workbook.h"

#include <QBuffer>
#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <QXmlStreamReader>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>

#include <memory>

namespace palmares::workbook::detail {

/// Thrown inside the reading, caught by Workbook::read: the reading stops there.
struct Refusal {
    WorkbookError error;
};

/// Throws a refusal of `message` at the sheet, row and column given.
[[noreturn]] void refuse(const QString& message, const QString& sheet = {}, int row = 0, int column = 0);

/// The zip archive of a workbook, held in memory.
class ZipEntries
{
public:
    explicit ZipEntries(const QByteArray& bytes);
    ZipEntries(const ZipEntries&) = delete;
    ZipEntries& operator=(const ZipEntries&) = delete;
    ZipEntries(ZipEntries&&) = delete;
    ZipEntries& operator=(ZipEntries&&) = delete;
    ~ZipEntries();

    [[nodiscard]] bool contains(const QString& name) const;

    /// Parses entry `name` with `parse(QXmlStreamReader&)`, the inflating
    /// bounded by the limits and the XML's nesting by MaxDepth: a refusal
    /// names `sheet` (the sheet the entry holds, when it holds one).
    template <typename Parse>
    void parse(const QString& name, const QString& sheet, Parse&& parse)
    {
        auto device = open(name, sheet);
        QXmlStreamReader xml(device.get());
        parse(xml);
        finish(*device, xml, name, sheet);
    }

    /// Reads entry `name` whole (a small one: the mimetype).
    [[nodiscard]] QByteArray readSmall(const QString& name, qsizetype most);

private:
    std::unique_ptr<QIODevice> open(const QString& name, const QString& sheet);
    static void finish(QIODevice& device, const QXmlStreamReader& xml, const QString& name, const QString& sheet);

    QByteArray m_bytes;
    QBuffer m_buffer;
    QuaZip m_zip;
    QStringList m_names;
    qsizetype m_total = 0; ///< inflated so far, every entry together
};

/// Reads the next token of `xml`, refusing a nesting deeper than MaxDepth;
/// false at the end of the document or on an error (finish() tells it).
bool nextToken(QXmlStreamReader& xml, int& depth, const QString& sheet);

} // namespace palmares::workbook::detail
