#include "numberfield.h"

#include <QEvent>
#include <QKeyEvent>
#include <QSpinBox>

namespace palmares::ui {

namespace {

/// Clears the field's special value before a digit goes in (the key then
/// goes on to the field as usual).
class SpecialValueTyping final : public QObject
{
public:
    explicit SpecialValueTyping(QSpinBox* box) : QObject(box), m_box(box) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        const auto* key =
            watched == m_box && event->type() == QEvent::KeyPress ? dynamic_cast<const QKeyEvent*>(event) : nullptr;
        if (key != nullptr) {
            const QString typed = key->text();
            if (!typed.isEmpty() && typed.at(0).isDigit() && !m_box->specialValueText().isEmpty() &&
                m_box->value() == m_box->minimum() && m_box->text() == m_box->specialValueText()) {
                m_box->clear(); // prefix and suffix kept
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QSpinBox* m_box;
};

} // namespace

void typeOverSpecialValue(QSpinBox* box)
{
    box->installEventFilter(new SpecialValueTyping(box));
}

} // namespace palmares::ui
