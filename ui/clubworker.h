#pragma once

/// A second connection to the open club, in a thread of its own: the
/// window's writes run there (Session::inBackground), so that a long one —
/// a back-dated result on a large club re-rates years of matches — never
/// freezes the window, shows its progress and can be cancelled.
///
/// The worker's Club is opened, used and closed in the worker's thread only
/// (a Qt Sql connection belongs to the thread that made it).

#include "club/club.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>

namespace palmares::ui {

class ClubWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClubWorker)

public:
    using Job = std::function<club::Status(club::Club& club)>;

    /// How a worker's thread shares the processors with the window's.
    enum class Share {
        Equal,
        /// A smaller share when both want them (nice 10 on Linux: about a
        /// tenth), never none: the backups' copies give way to a save.
        Background,
    };

    /// A worker for the club at `location`, opened at the first job.
    explicit ClubWorker(const QString& location, Share share = Share::Equal, QObject* parent = nullptr);
    /// Closes the worker's club in its thread, then ends the thread.
    ~ClubWorker() override;

    /// Runs `job` in the worker's thread on its club, then calls `done` with
    /// its status in the thread of `context` (the window's). `cancel`, once
    /// true, cancels the re-rating under way (Club::setProgress); `progress`
    /// is called in the thread of `context` as the re-rating goes.
    void start(Job job, QObject* context, std::function<void(const club::Status&)> done,
               std::function<void(qint64 done, qint64 total)> progress, const std::atomic<bool>* cancel);

Q_SIGNALS:
    /// The changes the worker's club committed (its feed), for the window.
    void clubChanged(const palmares::club::Change& change);

private:
    /// Lives in the worker's thread: the club and what runs on it.
    class Runner;
    QString m_location;
    QThread m_thread;
    Runner* m_runner = nullptr; ///< deleted in its thread when it ends
};

} // namespace palmares::ui
