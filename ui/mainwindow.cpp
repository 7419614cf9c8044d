#include "mainwindow.h"

namespace palmares::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Palmarès"));
}

MainWindow::~MainWindow() = default;

} // namespace palmares::ui
