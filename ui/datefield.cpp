#include "datefield.h"

#include "i18n/i18n.h"

#include <QCalendarWidget>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QToolButton>
#include <QToolTip>
#include <QWidgetAction>

#include <optional>
#include <set>

namespace palmares::ui {

namespace {

/// The order the locale writes a date's numbers in.
enum class Order { DayMonthYear, MonthDayYear, YearMonthDay };

Order orderOf(const QLocale& locale)
{
    const QString format = locale.dateFormat(QLocale::ShortFormat);
    const qsizetype day = format.indexOf(QLatin1Char('d'));
    const qsizetype month = format.indexOf(QLatin1Char('M'));
    const qsizetype year = format.indexOf(QLatin1Char('y'));
    if (year >= 0 && year < day && year < month) {
        return Order::YearMonthDay;
    }
    return month >= 0 && day >= 0 && month < day ? Order::MonthDayYear : Order::DayMonthYear;
}

/// `word` in lower case, without accents or dots: "Août." → "aout".
QString folded(const QString& word)
{
    QString out;
    for (const QChar c : word.normalized(QString::NormalizationForm_D)) {
        if (c.isLetter()) {
            out += c.toLower();
        }
    }
    return out;
}

/// The month `word` names (1–12) in `locale` or in English, written in full
/// or cut after three letters or more ("sept", "Aug"); 0 when it names none
/// or more than one ("ju").
int monthNamed(const QString& word, const QLocale& locale)
{
    const QString w = folded(word);
    if (w.size() < 3) {
        return 0;
    }
    std::set<int> months;
    for (const QLocale& l : {locale, QLocale(QLocale::English)}) {
        for (int m = 1; m <= 12; ++m) {
            for (const QString& name : {l.monthName(m, QLocale::LongFormat), l.monthName(m, QLocale::ShortFormat),
                                        l.standaloneMonthName(m, QLocale::LongFormat)}) {
                if (folded(name).startsWith(w)) {
                    months.insert(m);
                }
            }
        }
    }
    return months.size() == 1 ? *months.begin() : 0;
}

/// "er" of "1er septembre", "st" of "September 1st": said after a day.
bool isOrdinal(const QString& word, const QStringList& numbersBefore)
{
    static const QStringList suffixes{QStringLiteral("er"), QStringLiteral("st"), QStringLiteral("nd"),
                                      QStringLiteral("rd"), QStringLiteral("th")};
    return !numbersBefore.isEmpty() && numbersBefore.last().size() <= 2 && suffixes.contains(word.toLower());
}

struct Numbers {
    int day = 0;
    int month = 0;
    QString year; ///< as typed: 2 or 4 digits
};

/// A year of 2 digits is of this century; one of 1, 3 or more than 4
/// digits is refused.
std::optional<int> yearOf(const QString& digits)
{
    if (digits.size() == 4) {
        return digits.toInt();
    }
    if (digits.size() == 2) {
        return 2000 + digits.toInt();
    }
    return std::nullopt;
}

/// Day, month and year from three numbers in the locale's order (an ISO date
/// starts with its 4-digit year whatever the locale).
Numbers inOrder(const QStringList& n, Order order)
{
    if (n[0].size() == 4 || order == Order::YearMonthDay) {
        return {n[2].toInt(), n[1].toInt(), n[0]};
    }
    if (order == Order::MonthDayYear) {
        return {n[1].toInt(), n[0].toInt(), n[2]};
    }
    return {n[0].toInt(), n[1].toInt(), n[2]};
}

/// Digits typed without separators: DDMMYYYY or DDMMYY in the locale's
/// order, or YYYYMMDD.
std::optional<Numbers> packed(const QString& digits, Order order)
{
    if (digits.size() != 8 && digits.size() != 6) {
        return std::nullopt;
    }
    Numbers n = inOrder({digits.mid(0, 2), digits.mid(2, 2), digits.mid(4)},
                        order == Order::YearMonthDay ? Order::DayMonthYear : order);
    if (digits.size() == 8 &&
        (order == Order::YearMonthDay || !QDate(digits.mid(4).toInt(), n.month, n.day).isValid())) {
        n = {digits.mid(6, 2).toInt(), digits.mid(4, 2).toInt(), digits.left(4)};
    }
    return n;
}

/// A time typed after the date: "20:30", "20h30", "20h", "20.30",
/// "8:30 PM", "8 pm", seconds allowed. Returns the date's text before it.
struct TimePart {
    QString before;
    QTime time;
    bool typed = false;
    bool wrong = false;
};

TimePart timeOf(const QString& text)
{
    static const QRegularExpression clock(
        QStringLiteral(R"re(^(.*?)(?:[\sT,]+|\s*\b(?:à|a|at)\s+|\s*@\s*)(\d{1,2})\s*(?:[:hH]\s*(\d{2})?|\.(\d{2})))re"
                       R"re((?::(\d{2}))?\s*([aApP]\.?\s?[mM]\.?)?$)re"),
        QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression hourOnly(QStringLiteral(R"re(^(.*?)[\sT,]+(\d{1,2})\s*([aApP]\.?\s?[mM]\.?)$)re"));
    TimePart part{text, {}, false, false};
    int hour = 0;
    int minute = 0;
    int second = 0;
    QString half;
    if (const auto m = clock.match(text); m.hasMatch()) {
        part.before = m.captured(1);
        hour = m.captured(2).toInt();
        minute = (m.captured(3).isEmpty() ? m.captured(4) : m.captured(3)).toInt();
        second = m.captured(5).toInt();
        half = folded(m.captured(6));
    } else if (const auto h = hourOnly.match(text); h.hasMatch()) {
        part.before = h.captured(1);
        hour = h.captured(2).toInt();
        half = folded(h.captured(3));
    } else {
        return part;
    }
    part.typed = true;
    if (!half.isEmpty()) {
        if (hour < 1 || hour > 12) {
            part.wrong = true;
            return part;
        }
        hour = hour % 12 + (half == QLatin1String("pm") ? 12 : 0);
    }
    part.time = QTime(hour, minute, second);
    part.wrong = !part.time.isValid();
    return part;
}

} // namespace

// One reading, each form of date a branch: split, it reads in pieces.
// NOLINTNEXTLINE(readability-function-cognitive-complexity)
DateField::Reading DateField::read(const QString& typed, const QLocale& locale, bool withTime)
{
    Reading r;
    const QString text = typed.simplified();
    if (text.isEmpty()) {
        r.problem = tr("No date is typed.");
        return r;
    }
    const TimePart time = timeOf(text);
    if (time.typed && !withTime) {
        r.problem = tr("“%1”: only a date is asked here, without a time.").arg(text);
        return r;
    }
    if (time.wrong) {
        r.problem = tr("“%1”: that is not a time of day.").arg(text);
        return r;
    }
    static const QRegularExpression token(QStringLiteral(R"re(\d+|\p{L}+)re"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression separators(QStringLiteral(R"re(^[\s/\-.,']*$)re"));
    QStringList numbers;
    int month = 0;
    qsizetype end = 0;
    bool unknownWord = false;
    for (auto it = token.globalMatch(time.before); it.hasNext();) {
        const auto m = it.next();
        unknownWord = unknownWord || !separators.match(time.before.mid(end, m.capturedStart() - end)).hasMatch();
        end = m.capturedEnd();
        if (m.captured().front().isDigit()) {
            numbers << m.captured();
        } else if (const int named = monthNamed(m.captured(), locale); named > 0 && month == 0) {
            month = named;
        } else if (!isOrdinal(m.captured(), numbers)) {
            unknownWord = true;
        }
    }
    unknownWord = unknownWord || !separators.match(time.before.mid(end)).hasMatch();
    const Order order = orderOf(locale);
    std::optional<Numbers> n;
    if (unknownWord) {
        r.problem = tr("“%1” is not a date: type it as %2.").arg(text, i18n::shortDate(QDate(2025, 9, 14), locale));
        return r;
    }
    if (month > 0 && numbers.size() == 2) {
        // "31 août 2026", "Sep 14, 2025": the year has 4 digits or is the last.
        const bool yearFirst = numbers[0].size() == 4 || numbers[0].toInt() > 31;
        n = Numbers{(yearFirst ? numbers[1] : numbers[0]).toInt(), month, yearFirst ? numbers[0] : numbers[1]};
    } else if (month == 0 && numbers.size() == 3) {
        n = inOrder(numbers, order);
    } else if (month == 0 && numbers.size() == 1) {
        n = packed(numbers[0], order);
    }
    if (!n) {
        r.problem =
            numbers.size() + (month > 0 ? 1 : 0) == 2
                ? tr("“%1”: the year is missing.").arg(text)
                : tr("“%1” is not a date: type it as %2.").arg(text, i18n::shortDate(QDate(2025, 9, 14), locale));
        return r;
    }
    const std::optional<int> year = yearOf(n->year);
    if (!year || *year < 1900 || *year > 2199) {
        r.problem = tr("“%1”: the year must have 2 or 4 digits, from 1900 to 2199.").arg(text);
        return r;
    }
    if (n->month < 1 || n->month > 12) {
        r.problem = tr("“%1”: there is no month %2.").arg(text).arg(n->month);
        return r;
    }
    r.date = QDate(*year, n->month, n->day);
    if (!r.date.isValid()) {
        r.problem = tr("“%1”: %2 has no day %3.").arg(text, locale.standaloneMonthName(n->month)).arg(n->day);
        return r;
    }
    r.time = time.time;
    return r;
}

DateField::DateField(Kind kind, QWidget* parent)
    : QWidget(parent),
      m_kind(kind),
      m_edit(new QLineEdit(this)),
      m_pick(new QToolButton(this)),
      m_calendar(new QCalendarWidget(this))
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_pick);
    setFocusProxy(m_edit);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_edit->installEventFilter(this);
    m_edit->setPlaceholderText(kind == Kind::Date
                                   ? i18n::shortDate(QDate(2025, 9, 14), QLocale())
                                   : i18n::shortDateTime(QDateTime(QDate(2025, 9, 14), QTime(20, 30)), QLocale()));
    const int wide = m_edit->fontMetrics().horizontalAdvance(m_edit->placeholderText() + QStringLiteral("000"));
    m_edit->setMinimumWidth(wide);

    m_pick->setArrowType(Qt::DownArrow);
    m_pick->setPopupMode(QToolButton::InstantPopup);
    m_pick->setToolTip(tr("Choose on a calendar (Alt+Down)"));
    m_pick->setFocusPolicy(Qt::NoFocus);
    auto* menu = new QMenu(m_pick);
    auto* action = new QWidgetAction(menu);
    action->setDefaultWidget(m_calendar);
    menu->addAction(action);
    m_pick->setMenu(menu);
    connect(menu, &QMenu::aboutToShow, this, [this] {
        const QDate shownDate = m_value.isValid() ? m_value.date() : QDate::currentDate();
        m_calendar->setSelectedDate(shownDate);
        m_calendar->setCurrentPage(shownDate.year(), shownDate.month());
    });
    connect(m_calendar, &QCalendarWidget::clicked, this, [this, menu](QDate picked) {
        menu->close();
        markProblem({});
        setValue(QDateTime(picked, m_kind == Kind::DateTime && m_value.isValid() ? m_value.time() : QTime(0, 0)), true);
        m_edit->setFocus();
    });
    connect(m_edit, &QLineEdit::textEdited, this, [this] { readText(false); });
    connect(m_edit, &QLineEdit::editingFinished, this, [this] { readText(true); });
}

DateField::~DateField()
{
    // The line edit loses the focus as the widgets go: nothing is read or
    // said then, to this field or to the dialog around it, half gone.
    m_edit->removeEventFilter(this);
    m_edit->blockSignals(true);
}

void DateField::setOpen(const QString& none)
{
    m_open = true;
    m_edit->setPlaceholderText(none);
    m_edit->setMinimumWidth(std::max(m_edit->minimumWidth(), m_edit->fontMetrics().horizontalAdvance(none) + 16));
    if (!m_value.isValid()) {
        m_edit->clear();
    }
}

void DateField::setDate(QDate date)
{
    markProblem({});
    setValue(date.isValid()
                 ? QDateTime(date, m_kind == Kind::DateTime && m_value.isValid() ? m_value.time() : QTime(0, 0))
                 : QDateTime(),
             true);
}

void DateField::setDateTime(const QDateTime& when)
{
    markProblem({});
    setValue(m_kind == Kind::Date && when.isValid() ? QDateTime(when.date(), QTime(0, 0)) : when, true);
}

QString DateField::shown() const
{
    if (!m_value.isValid()) {
        return {};
    }
    const QLocale locale;
    if (m_kind == Kind::Date) {
        return i18n::shortDate(m_value.date(), locale);
    }
    return i18n::shortDate(m_value.date(), locale) + QLatin1Char(' ') +
           locale.toString(m_value.time(), i18n::withoutSeconds(locale.timeFormat(QLocale::ShortFormat)));
}

void DateField::readText(bool finished)
{
    const QString text = m_edit->text();
    if (text.trimmed().isEmpty() && m_open) {
        markProblem({});
        setValue(QDateTime(), false);
        return;
    }
    const Reading r = read(text, QLocale(), m_kind == Kind::DateTime);
    if (!r.ok()) {
        m_problem = r.problem;
        if (finished) {
            markProblem(r.problem);
            QToolTip::showText(m_edit->mapToGlobal(QPoint(0, m_edit->height())), r.problem, m_edit);
        }
        return;
    }
    QTime time(0, 0);
    if (m_kind == Kind::DateTime) {
        time = r.time.isValid() ? r.time : (m_value.isValid() ? m_value.time() : QTime(0, 0));
    }
    markProblem({});
    setValue(QDateTime(r.date, time), finished);
}

void DateField::setValue(const QDateTime& when, bool rewrite)
{
    const bool dayMoved = when.date() != m_value.date();
    const bool moved = when != m_value;
    m_value = when;
    if (rewrite) {
        m_edit->setText(shown());
    }
    if (moved) {
        Q_EMIT dateTimeChanged(m_value);
    }
    if (dayMoved) {
        Q_EMIT dateChanged(m_value.date());
    }
}

void DateField::markProblem(const QString& problem)
{
    const bool changed = problem != m_edit->toolTip(); // the problem said until now
    m_problem = problem;
    m_edit->setStyleSheet(problem.isEmpty() ? QString()
                                            : QStringLiteral("QLineEdit { background: #fde2e1; color: #7a0000; }"));
    m_edit->setToolTip(problem);
    m_edit->setAccessibleDescription(problem);
    if (changed) {
        Q_EMIT problemChanged(problem);
    }
}

bool DateField::eventFilter(QObject* watched, QEvent* event)
{
    const auto* key =
        watched == m_edit && event->type() == QEvent::KeyPress ? dynamic_cast<const QKeyEvent*>(event) : nullptr;
    if (key == nullptr) {
        return QWidget::eventFilter(watched, event);
    }
    if (key->key() == Qt::Key_Down && key->modifiers() == Qt::AltModifier) {
        m_pick->showMenu();
        return true;
    }
    const bool up = key->key() == Qt::Key_Up;
    if ((up || key->key() == Qt::Key_Down) && key->modifiers() == Qt::NoModifier && isReadable() && m_value.isValid()) {
        setValue(m_value.addDays(up ? 1 : -1), true);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace palmares::ui
