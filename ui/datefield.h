#pragma once

/// The one field where a date, or a date and a time, is typed (issue 43):
/// the result dialog's "played on", the seasons' and events' days, the
/// periods of the Hall of Fame, the results and the bulletin.
///
/// A date is read as people type it in the window's language, or refused;
/// it is never silently turned into another date (QDateTimeEdit edits a
/// typed "14/09/2025" section by section and can keep only the day). What is
/// read: the locale's order of day, month and year (day first in French,
/// month first in American English), 1- or 2-digit days and months, 2-digit
/// years (20xx) and 4-digit ones, any common separator (/ - . space) or
/// none ("14092025"), a month's name in the locale or in English ("31 août
/// 2026", "31Aug2026", "Sep 14, 2025"), the ISO form (2025-09-14), and a
/// time after the date ("20:30", "20h30", "8:30 PM"). A text it cannot read
/// turns the field red, says why (tool tip and problem()), and keeps the
/// date the field had, so that a dialog can refuse to save it.

#include <QDateTime>
#include <QLocale>
#include <QString>
#include <QWidget>

class QCalendarWidget;
class QLineEdit;
class QToolButton;

namespace palmares::ui {

class DateField : public QWidget
{
    Q_OBJECT

public:
    enum class Kind { Date, DateTime };

    /// What a typed text says: a date (and a time when one was typed), or
    /// why it is not one.
    struct Reading {
        QDate date;
        QTime time; ///< invalid when none was typed
        QString problem;
        [[nodiscard]] bool ok() const { return date.isValid(); }
    };
    /// Reads `text` typed in `locale`'s window. `withTime`: a time may follow.
    static Reading read(const QString& typed, const QLocale& locale, bool withTime);

    explicit DateField(Kind kind, QWidget* parent = nullptr);
    ~DateField() override;
    DateField(const DateField&) = delete;
    DateField& operator=(const DateField&) = delete;
    DateField(DateField&&) = delete;
    DateField& operator=(DateField&&) = delete;

    /// An open field: empty means "no date", shown as `none` (the periods'
    /// "from the start", "until today").
    void setOpen(const QString& none);

    /// The date read last (invalid: none, in an open field).
    [[nodiscard]] QDate date() const { return m_value.date(); }
    [[nodiscard]] QDateTime dateTime() const { return m_value; }
    void setDate(QDate date);
    void setDateTime(const QDateTime& when);

    /// Whether the text reads as a date (an open field's empty text does).
    [[nodiscard]] bool isReadable() const { return m_problem.isEmpty(); }
    /// Why it does not, in the window's language ("no 31 February").
    [[nodiscard]] const QString& problem() const { return m_problem; }
    [[nodiscard]] QLineEdit* lineEdit() const { return m_edit; }

Q_SIGNALS:
    void dateChanged(QDate date);
    void dateTimeChanged(const QDateTime& when);
    /// The text turned unreadable (said in red) or readable again.
    void problemChanged(const QString& problem);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The text the field shows for `m_value`.
    [[nodiscard]] QString shown() const;
    /// Reads the text as typed so far; `finished`: the person left the
    /// field or pressed Enter (an unreadable text is then said to be so).
    void readText(bool finished);
    void setValue(const QDateTime& when, bool rewrite);
    void markProblem(const QString& problem);

    Kind m_kind;
    QDateTime m_value;
    bool m_open = false;
    QString m_problem;
    QLineEdit* m_edit;
    QToolButton* m_pick;
    QCalendarWidget* m_calendar;
};

} // namespace palmares::ui
