#pragma once

/// File → Club bulletin: the period the bulletin covers, chosen with two date
/// fields and the same Period presets as the Results and Hall of Fame tabs
/// (this month, last month, this year, last year, the club's seasons). It opens on the current
/// month up to today, what `palmares-cli report --bulletin` makes without
/// --from/--to.

#include "club/seasons.h"

#include <QDate>
#include <QDialog>
#include <QList>

class QLabel;
class QPushButton;

namespace palmares::ui {

class DateField;

class BulletinDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BulletinDialog)

public:
    /// `seasons`: the club's, offered beside the fixed periods.
    explicit BulletinDialog(QList<club::Season> seasons = {}, QWidget* parent = nullptr);
    ~BulletinDialog() override;

    [[nodiscard]] QDate from() const;
    [[nodiscard]] QDate to() const;
    void setPeriod(QDate from, QDate to);

private:
    void check();

    DateField* m_from;
    DateField* m_to;
    QLabel* m_problem;
    QPushButton* m_ok = nullptr;
};

} // namespace palmares::ui
