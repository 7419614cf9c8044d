#pragma once

// Internal to core/club: the matches of an import turned into stored rows,
// from the thread that checks them to the one that writes them
// (Interchange::importCsv, interchange.cpp).

#include "store/records.h"

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>
#include <vector>

namespace palmares::club {

/// The matches turned into stored rows, from the checking thread to the
/// writing one, a batch at a time; at most Capacity batches wait.
class RowQueue
{
public:
    using Batch = std::vector<store::MatchRecord>;
    static constexpr std::size_t BatchSize = 512;
    static constexpr std::size_t Capacity = 8;

    /// Hands on a batch, waiting for room; false once the writer wants no more.
    bool push(Batch batch);

    /// The next batch; none once the checks are over and every batch taken.
    std::optional<Batch> pop();

    /// The checks are over: no more batches.
    void close() { set(m_closed); }
    /// The writer wants no more batches (a failure, a cancel, the end).
    void stop() { set(m_stopped); }

private:
    void set(bool& flag);

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Batch> m_ready;
    bool m_closed = false;
    bool m_stopped = false;
};

} // namespace palmares::club
