#include "ui/pages/pagesupport.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDateEdit>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QSignalBlocker>

namespace palmares::ui::pages {

// The pages' texts were written in MainWindow and keep its translation
// context, so that they keep their translations.

QLineEdit* filterBox(QWidget* parent, const QString& placeholder)
{
    auto* e = new QLineEdit(parent);
    e->setPlaceholderText(placeholder);
    e->setClearButtonEnabled(true);
    e->setMinimumWidth(200);
    return e;
}

QDateEdit* openDate(QWidget* parent, const QString& none)
{
    auto* d = new QDateEdit(parent);
    d->setCalendarPopup(true);
    d->setMinimumDate(QDate(1900, 1, 1));
    d->setSpecialValueText(none);
    d->setDate(d->minimumDate());
    d->setDisplayFormat(QLocale().dateFormat(QLocale::ShortFormat));
    d->setMinimumWidth(d->fontMetrics().horizontalAdvance(none) + 48);
    return d;
}

QDate dateOf(const QDateEdit* date)
{
    return date->date() == date->minimumDate() ? QDate() : date->date();
}

std::optional<QDate> optionalDate(const QDateEdit* date)
{
    const QDate v = dateOf(date);
    return v.isValid() ? std::optional<QDate>(v) : std::nullopt;
}

void fillGames(QComboBox* combo, const QList<club::Game>& games, bool withAll)
{
    const QSignalBlocker block(combo);
    const QString current = combo->currentData().toString();
    combo->clear();
    if (withAll) {
        combo->addItem(QCoreApplication::translate("palmares::ui::MainWindow", "All games"), QString());
    }
    for (const club::Game& g : games) {
        combo->addItem(g.name, g.name);
    }
    const int index = combo->findData(current);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

void showError(QWidget* parent, const QString& what, const QString& message)
{
    QMessageBox box(QMessageBox::Warning, QCoreApplication::translate("palmares::ui::MainWindow", "Palmarès"), what,
                    QMessageBox::Ok, parent);
    box.setInformativeText(message);
    box.exec();
}

} // namespace palmares::ui::pages
