// The first reading of a results file: the same records, header and rows as
// the reader's, nothing parsed but the match identifier and the player.

#include "csv/survey.h"

#include "csv/cellparser.h"
#include "csv/celltext.h"
#include "csv/chunkinput.h"
#include "csv/columns.h"
#include "csv/scanner.h"
#include "csv/spreadsheet.h"

#include <cstdint>

namespace palmares::csv {

namespace {

// The first reading: the same records, header and rows as the reader's (a
// row of a match is one with as many cells as the header and an
// identifier), nothing parsed but the identifier and the player.
class Surveyor : private CellParser
{
public:
    Surveyor(QIODevice& device, qsizetype chunkSize, SurveyData& data)
        : CellParser(m_ignored),
          m_in(device, chunkSize, &data.encoding),
          m_data(data)
    {
        m_checkUtf8 = true; // the header's cells, as the reader may
    }

    void run()
    {
        m_data.readable = m_in.rewind() || (!m_in.failed() && m_in.final());
        if (!m_data.readable || !pastByteOrderMark(m_in)) {
            drain();
            return;
        }
        m_scanner.feed(m_in.begin(), m_in.end(), m_in.final());
        Record rec;
        bool haveHeader = false;
        while (nextRecord(m_scanner, m_in, rec)) {
            if (rec.fatal) {
                break;
            }
            if (!isBlankRecord(rec)) {
                haveHeader = true;
                readHeader(rec);
                break;
            }
        }
        m_data.header = m_ignored.header;
        if (haveHeader && !m_stopped && !rec.fatal) {
            readRows(rec);
        }
        drain();
        m_data.readable = !m_in.failed();
    }

private:
    void readRows(Record& rec)
    {
        const int keyCell = m_cellOfKind[ColMatch];
        const int playerCell = m_cellOfKind[ColPlayer];
        while (nextRecord(m_scanner, m_in, rec)) {
            if (rec.fatal) {
                ++m_data.rowCount;
                return;
            }
            if (isBlankRecord(rec)) {
                continue;
            }
            ++m_data.rowCount;
            if (keyCell < 0 || rec.cells.size() != m_kindOfCell.size()) {
                continue;
            }
            const QByteArrayView key =
                canonicalText(trimmedAscii(unneutralised(trimmedAscii(rec.cells[keyCell]))), m_storage);
            if (key.isEmpty()) {
                continue;
            }
            std::uint32_t index = m_last;
            if (index >= m_data.rows.size() || !sameBytes(m_data.index.key(index), key)) {
                // Not the previous row's match (the rows of a match are usually together).
                const std::uint64_t h = m_data.index.hash(key);
                index = m_data.index.find(key, h);
                if (index == KeyIndex::NotFound) {
                    index = m_data.index.add(m_data.keys.keep(key), h);
                    m_data.rows.push_back(0);
                    m_data.lastLine.push_back(0);
                }
                m_last = index;
            }
            ++m_data.rows[index];
            m_data.lastLine[index] = rec.line;
            if (playerCell >= 0) {
                notePlayer(trimmedAscii(unneutralised(trimmedAscii(rec.cells[playerCell]))));
            }
        }
    }

    void notePlayer(QByteArrayView v)
    {
        if (v.isEmpty()) {
            return;
        }
        const QByteArrayView name = canonicalText(v, m_storage);
        const std::uint64_t h = m_data.nameIndex.hash(name);
        if (m_data.nameIndex.find(name, h) == KeyIndex::NotFound) {
            m_data.nameIndex.add(m_data.names.keep(name), h);
            m_data.players.append(QString::fromUtf8(name));
        }
    }

    // The rest of the file, for its encoding.
    void drain()
    {
        while (m_in.more(m_in.end())) {
        }
    }

    CsvParseResult m_ignored;
    ChunkInput m_in;
    SurveyData& m_data;
    Scanner m_scanner;
    QByteArray m_storage;
    std::uint32_t m_last = KeyIndex::NotFound; // the previous row's match
};

} // namespace

void survey(QIODevice& device, qsizetype chunkSize, SurveyData& data)
{
    Surveyor(device, chunkSize, data).run();
}

} // namespace palmares::csv
