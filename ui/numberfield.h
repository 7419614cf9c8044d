#pragma once

/// Number fields whose lowest value shows a word instead ("—", "not given"):
/// QSpinBox's specialValueText. Digits typed over that word would make
/// "—3", which the field refuses without a word; here they replace it.

class QSpinBox;

namespace palmares::ui {

/// Digits typed into `box` while it shows its special value replace it.
void typeOverSpecialValue(QSpinBox* box);

} // namespace palmares::ui
