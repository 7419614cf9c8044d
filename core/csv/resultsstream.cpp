// ResultsStream: a results file read twice, a chunk at a time (the survey,
// then the reading that hands each match on whole).

#include "csv/resultsstream.h"

#include "csv/chunkinput.h"
#include "csv/resultsreader.h"
#include "csv/survey.h"

#include <QBuffer>

#include <algorithm>
#include <memory>
#include <utility>

namespace palmares::csv {

ResultsStream::ResultsStream(QIODevice& device, QList<int> lines, qsizetype chunkSize)
    : m_device(&device),
      m_lines(std::move(lines)),
      m_chunkSize(chunkSize)
{
    if (device.isSequential() && device.isOpen() && device.isReadable()) {
        // It cannot be read twice: held whole instead.
        auto whole = std::make_unique<QBuffer>();
        whole->setData(device.readAll());
        whole->open(QIODevice::ReadOnly);
        m_whole = std::move(whole);
        m_device = m_whole.get();
    }
}

ResultsStream::~ResultsStream() = default;

bool ResultsStream::survey()
{
    m_survey = std::make_unique<SurveyData>();
    csv::survey(*m_device, m_chunkSize, *m_survey);
    return m_survey->readable;
}

qsizetype ResultsStream::matchCount() const
{
    return m_survey ? static_cast<qsizetype>(m_survey->rows.size()) : 0;
}

bool ResultsStream::forEachCodes(qsizetype block, const std::function<bool(const QStringList&)>& f) const
{
    const std::size_t count = m_survey ? m_survey->rows.size() : 0;
    const auto step = static_cast<std::size_t>(std::max<qsizetype>(block, 1));
    QStringList codes;
    for (std::size_t at = 0; at < count; at += step) {
        codes.clear();
        codes.reserve(static_cast<qsizetype>(std::min(step, count - at)));
        for (std::size_t i = at; i < std::min(at + step, count); ++i) {
            codes.append(QString::fromUtf8(m_survey->index.key(i)));
        }
        if (!f(codes)) {
            return false;
        }
    }
    return true;
}

int ResultsStream::rowCount() const
{
    return m_survey ? m_survey->rowCount : 0;
}

QStringList ResultsStream::header() const
{
    return m_survey ? m_survey->header : QStringList();
}

QStringList ResultsStream::playerNames() const
{
    return m_survey ? m_survey->players : QStringList();
}

CsvParseResult ResultsStream::read(const Take& take)
{
    if (!m_survey) {
        survey();
    }
    CsvParseResult result;
    ChunkInput in(*m_device, m_chunkSize, nullptr);
    readMatches(in, *m_survey, result, m_lines, take, m_faulted);
    return result;
}

bool ResultsStream::faulted() const
{
    return m_faulted;
}

} // namespace palmares::csv
