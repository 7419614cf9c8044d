#include "zipentries.h"

#include "workbook/limits.h"

#include <quazip/quazipfileinfo.h>
#include <quazip/unzip.h>

#include <utility>

namespace palmares::workbook::detail {

namespace {

constexpr qsizetype MiB = qsizetype{1} << 20;

/// An entry as it inflates: every read counted against the entry's size,
/// the total of the workbook and the ratio of what it inflated to the
/// compressed bytes it took so far; beyond one, the read fails and
/// `refusal` says why.
class BoundedEntry final : public QIODevice
{
public:
    BoundedEntry(QuaZip& zip, qsizetype& total) : m_zip(zip), m_file(&zip), m_total(total) {}
    BoundedEntry(const BoundedEntry&) = delete;
    BoundedEntry& operator=(const BoundedEntry&) = delete;
    BoundedEntry(BoundedEntry&&) = delete;
    BoundedEntry& operator=(BoundedEntry&&) = delete;
    ~BoundedEntry() override { m_file.close(); }

    bool start()
    {
        if (!m_file.open(QIODevice::ReadOnly) || !QIODevice::open(QIODevice::ReadOnly)) {
            return false;
        }
        m_start = unzGetCurrentFileZStreamPos64(m_zip.getUnzFile());
        return true;
    }
    [[nodiscard]] bool isSequential() const override { return true; }

    QString refusal;

protected:
    qint64 readData(char* data, qint64 most) override
    {
        if (!refusal.isEmpty()) {
            return -1;
        }
        const qint64 n = m_file.read(data, most);
        if (n < 0) {
            refusal = Workbook::tr("the workbook is damaged: an entry cannot be inflated");
            return -1;
        }
        m_read += n;
        m_total += n;
        if (m_read > MaxEntryBytes) {
            refusal = Workbook::tr("an entry of the workbook inflates to more than %1 MiB").arg(MaxEntryBytes / MiB);
        } else if (m_total > MaxTotalBytes) {
            refusal = Workbook::tr("the workbook inflates to more than %1 MiB").arg(MaxTotalBytes / MiB);
        } else if (m_read > RatioGrace && m_read > MaxCompressionRatio * compressedSoFar()) {
            refusal = Workbook::tr("an entry of the workbook inflates more than %1 times its size (a zip bomb?)")
                          .arg(MaxCompressionRatio);
        }
        return refusal.isEmpty() ? n : -1;
    }
    qint64 writeData(const char* /*data*/, qint64 /*size*/) override { return -1; }

private:
    /// The compressed bytes inflated so far (zlib takes them 16 KiB at a time).
    [[nodiscard]] qint64 compressedSoFar()
    {
        const ZPOS64_T at = unzGetCurrentFileZStreamPos64(m_zip.getUnzFile());
        return std::max<qint64>(static_cast<qint64>(at - std::min(at, m_start)), 1);
    }

    QuaZip& m_zip;
    QuaZipFile m_file;
    qsizetype& m_total;
    ZPOS64_T m_start = 0;
    qint64 m_read = 0;
};

} // namespace

void refuse(const QString& message, const QString& sheet, int row, int column)
{
    throw Refusal{WorkbookError{message, sheet, row, column}};
}

ZipEntries::ZipEntries(const QByteArray& bytes) : m_bytes(bytes), m_buffer(&m_bytes), m_zip(&m_buffer)
{
    if (bytes.size() > MaxFileBytes) {
        refuse(Workbook::tr("the workbook weighs more than %1 MiB").arg(MaxFileBytes / MiB));
    }
    if (!m_zip.open(QuaZip::mdUnzip)) {
        refuse(Workbook::tr("the workbook is damaged: its zip archive cannot be read"));
    }
    if (m_zip.getEntriesCount() > MaxEntries) {
        refuse(Workbook::tr("the workbook holds more than %1 entries").arg(MaxEntries));
    }
    m_names = m_zip.getFileNameList();
}

ZipEntries::~ZipEntries()
{
    m_zip.close();
}

bool ZipEntries::contains(const QString& name) const
{
    return m_names.contains(name);
}

std::unique_ptr<QIODevice> ZipEntries::open(const QString& name, const QString& sheet)
{
    QuaZipFileInfo64 info;
    if (!m_zip.setCurrentFile(name, QuaZip::csSensitive) || !m_zip.getCurrentFileInfo(&info)) {
        refuse(Workbook::tr("the workbook is damaged: its entry %1 is missing").arg(name), sheet);
    }
    // What the archive declares is refused at once; what it does not declare
    // truthfully is counted as it inflates (BoundedEntry).
    if (info.uncompressedSize > static_cast<quint64>(MaxEntryBytes)) {
        refuse(Workbook::tr("an entry of the workbook inflates to more than %1 MiB").arg(MaxEntryBytes / MiB), sheet);
    }
    auto device = std::make_unique<BoundedEntry>(m_zip, m_total);
    if (!device->start()) {
        refuse(Workbook::tr("the workbook is damaged: its entry %1 cannot be read").arg(name), sheet);
    }
    return device;
}

void ZipEntries::finish(QIODevice& device, const QXmlStreamReader& xml, const QString& name, const QString& sheet)
{
    const auto* entry = dynamic_cast<const BoundedEntry*>(&device);
    if (entry != nullptr && !entry->refusal.isEmpty()) {
        refuse(entry->refusal, sheet);
    }
    if (xml.hasError()) {
        refuse(Workbook::tr("the workbook is damaged: line %1 of its entry %2: %3")
                   .arg(xml.lineNumber())
                   .arg(name, xml.errorString()),
               sheet);
    }
}

QByteArray ZipEntries::readSmall(const QString& name, qsizetype most)
{
    auto device = open(name, {});
    QByteArray bytes = device->read(most);
    return bytes;
}

bool nextToken(QXmlStreamReader& xml, int& depth, const QString& sheet)
{
    if (xml.atEnd()) {
        return false;
    }
    const QXmlStreamReader::TokenType token = xml.readNext();
    if (token == QXmlStreamReader::StartElement && ++depth > MaxDepth) {
        refuse(Workbook::tr("the workbook nests its XML more than %1 deep").arg(MaxDepth), sheet);
    }
    if (token == QXmlStreamReader::EndElement) {
        --depth;
    }
    return token != QXmlStreamReader::Invalid && token != QXmlStreamReader::EndDocument;
}

} // namespace palmares::workbook::detail
