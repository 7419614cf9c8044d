#include "rowqueue.h"

#include <utility>

namespace palmares::club {

bool RowQueue::push(Batch batch)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [&] { return m_ready.size() < Capacity || m_stopped; });
    if (m_stopped) {
        return false;
    }
    m_ready.push_back(std::move(batch));
    lock.unlock();
    m_changed.notify_all();
    return true;
}

std::optional<RowQueue::Batch> RowQueue::pop()
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [&] { return !m_ready.empty() || m_closed; });
    if (m_ready.empty()) {
        return std::nullopt;
    }
    Batch batch = std::move(m_ready.front());
    m_ready.pop_front();
    lock.unlock();
    m_changed.notify_all();
    return batch;
}

void RowQueue::set(bool& flag)
{
    {
        const std::lock_guard lock(m_mutex);
        flag = true;
    }
    m_changed.notify_all();
}

} // namespace palmares::club
