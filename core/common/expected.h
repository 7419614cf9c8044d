#pragma once

/// One error convention across core/store and core/club (club/expected.h
/// re-exports it). A service returns `Status` when it
/// only succeeds or fails, `Expected<T>` when it also gives a value; in both,
/// the problems say what and where (Problem: message, field, line, column; the
/// `stale` flag when another writer saved first). A report struct that
/// carries its own problems (ImportReport) is the operation's result and may
/// be returned as it is; a report of findings that can also fail to be made
/// (CheckReport) comes in an Expected. In the spirit of `std::expected` (and
/// qBittorrent's `nonstd::expected`), with Status as the error.

#include "status.h"

#include <optional>
#include <type_traits>
#include <utility>

namespace palmares {

template <typename T>
class [[nodiscard]] Expected
{
    static_assert(!std::is_same_v<std::remove_cvref_t<T>, Status>, "Expected<Status> makes no sense: return Status");

public:
    using value_type = T;

    /// A value: ok.
    Expected(const T& value) : m_value(value) {}       // NOLINT(google-explicit-constructor): returned as a T
    Expected(T&& value) : m_value(std::move(value)) {} // NOLINT(google-explicit-constructor)
    /// A failure: `status` must carry at least one problem (a Status without
    /// problems gets a generic one, so that an Expected without a value is
    /// never ok).
    Expected(Status status) : m_status(std::move(status)) // NOLINT(google-explicit-constructor): returned as a Status
    {
        if (m_status.ok()) {
            m_status = Status::failure(QStringLiteral("no value"));
        }
    }

    [[nodiscard]] bool ok() const { return m_value.has_value(); }
    // NOLINTNEXTLINE(readability-identifier-naming): std::optional's and std::expected's name
    [[nodiscard]] bool has_value() const { return ok(); }
    explicit operator bool() const { return ok(); }

    /// The value; only when ok().
    [[nodiscard]] T& value() & { return *m_value; }
    [[nodiscard]] const T& value() const& { return *m_value; }
    [[nodiscard]] T&& value() && { return std::move(*m_value); }
    T& operator*() & { return *m_value; }
    const T& operator*() const& { return *m_value; }
    T&& operator*() && { return std::move(*m_value); }
    T* operator->() { return &*m_value; }
    const T* operator->() const { return &*m_value; }
    /// The value, or `fallback` when there is none (as std::expected).
    template <typename U>
    // NOLINTNEXTLINE(readability-identifier-naming): std::optional's and std::expected's name
    [[nodiscard]] T value_or(U&& fallback) const&
    {
        return m_value ? *m_value : static_cast<T>(std::forward<U>(fallback));
    }

    /// The problems: empty when ok().
    [[nodiscard]] const Status& status() const { return m_status; }

private:
    std::optional<T> m_value;
    Status m_status;
};

} // namespace palmares
