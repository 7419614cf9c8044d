#include "clubworker.h"

#include <QCoreApplication>
#include <QPointer>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace palmares::ui {

namespace {

[[maybe_unused]] constexpr int BackgroundNice = 10; ///< ClubWorker::Share::Background

} // namespace

class ClubWorker::Runner final : public QObject
{
public:
    Runner(QString location, ClubWorker* owner) : m_location(std::move(location)), m_owner(owner) {}

    /// The worker's club, opened at first use; null with `error` set when it
    /// cannot be.
    club::Club* club(club::Status& error)
    {
        if (!m_club) {
            auto opened = club::Club::open(m_location, club::OpenMode::Existing);
            if (!opened) {
                error = opened.status();
                return nullptr;
            }
            m_club = std::move(*opened);
            // Emitted here, received in the window's thread (queued).
            connect(&m_club->feed(), &club::ChangeFeed::changed, this,
                    [this](const club::Change& change) { Q_EMIT m_owner->clubChanged(change); });
        } else if (error = m_club->stayConnected(); !error.ok()) {
            return nullptr; // a league's server that went away: said, tried again at the next job
        }
        return m_club.get();
    }

    void close() { m_club.reset(); }

private:
    QString m_location;
    ClubWorker* m_owner; ///< outlives the runner: it ends the thread first
    std::unique_ptr<club::Club> m_club;
};

ClubWorker::ClubWorker(const QString& location, Share share, QObject* parent) : QObject(parent), m_location(location)
{
    m_thread.setObjectName(QStringLiteral("palmares-club-worker"));
    m_runner = new Runner(location, this);
    m_runner->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_runner, &QObject::deleteLater);
#ifdef Q_OS_LINUX
    if (share == Share::Background) {
        // Emitted in the new thread: a thread's niceness is its own on Linux
        // (QThread's priorities do not change SCHED_OTHER threads, and
        // IdlePriority's SCHED_IDLE starves the copy on a busy machine).
        connect(
            &m_thread, &QThread::started, this,
            [] { setpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()), BackgroundNice); }, Qt::DirectConnection);
    }
#else
    Q_UNUSED(share)
#endif
    m_thread.start();
}

ClubWorker::~ClubWorker()
{
    // The club's connection is closed where it was made.
    Runner* runner = m_runner;
    QMetaObject::invokeMethod(
        runner, [runner] { runner->close(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void ClubWorker::start(Job job, QObject* context, std::function<void(const club::Status&)> done,
                       std::function<void(qint64 done, qint64 total)> progress, const std::atomic<bool>* cancel)
{
    Runner* runner = m_runner;
    // The answers are posted to this worker, which lives in the window's
    // thread and outlives its thread's jobs, and given to `context` only if
    // it is still there: a dialog closed while its job ran (a preview) must
    // not be posted to from the worker's thread.
    const QPointer<QObject> target(context);
    QMetaObject::invokeMethod(runner, [this, runner, job = std::move(job), target, done = std::move(done),
                                       progress = std::move(progress), cancel] {
        club::Status status;
        club::Club* c = runner->club(status);
        if (c != nullptr) {
            if (progress) {
                c->setProgress([this, target, progress, cancel](qint64 n, qint64 total) {
                    QMetaObject::invokeMethod(
                        this,
                        [target, progress, n, total] {
                            if (target) {
                                progress(n, total);
                            }
                        },
                        Qt::QueuedConnection);
                    return cancel == nullptr || !cancel->load();
                });
            }
            status = job(*c);
            c->setProgress({});
        }
        // The worker's changes first (queued before), then the end.
        QMetaObject::invokeMethod(
            this,
            [target, done, status] {
                if (target) {
                    done(status);
                }
            },
            Qt::QueuedConnection);
    });
}

} // namespace palmares::ui
