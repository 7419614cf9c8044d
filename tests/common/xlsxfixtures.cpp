// palmares-test-xlsx DIR: writes the .xlsx workbooks the tests read (issue
// 44) with libxlsxwriter, in a process of its own: libxlsxwriter zips
// through the system's minizip, whose zipOpen3 QuaZip (the reader under
// test) also exports with another signature, so the two cannot share a
// process. Each workbook is named by what it holds; the tests say what they
// expect of each from the values written here.

#include <xlsxwriter.h>

#include <cstdio>
#include <functional>
#include <string>

namespace {

bool write(const std::string& path, const std::function<void(lxw_workbook*)>& fill, bool constantMemory = false)
{
    lxw_workbook_options options{};
    options.constant_memory = constantMemory ? LXW_TRUE : LXW_FALSE;
    lxw_workbook* book = workbook_new_opt(path.c_str(), &options);
    if (book == nullptr) {
        return false;
    }
    fill(book);
    return workbook_close(book) == LXW_NO_ERROR;
}

lxw_format* numberFormat(lxw_workbook* book, const char* code)
{
    lxw_format* f = workbook_add_format(book);
    format_set_num_format(f, code);
    return f;
}

/// A club's tarot evening: header, then a row a player.
void tarot(lxw_workbook* book)
{
    lxw_worksheet* sheet = workbook_add_worksheet(book, "Saison 2019");
    lxw_format* day = numberFormat(book, "dd/mm/yyyy");
    const char* header[] = {"Date", "Table", "Joueur", "Points", "Donnes"};
    for (lxw_col_t c = 0; c < 5; ++c) {
        worksheet_write_string(sheet, 0, c, header[c], nullptr);
    }
    const char* players[] = {"Élodie Rousseau", "Jean-Pierre Martin", "Lucie Faure"};
    const double points[] = {120.5, -20, 30};
    for (lxw_row_t r = 1; r <= 3; ++r) {
        lxw_datetime date{2019, 9, 12, 0, 0, 0};
        worksheet_write_datetime(sheet, r, 0, &date, day);
        worksheet_write_number(sheet, r, 1, 1, nullptr);
        worksheet_write_string(sheet, r, 2, players[r - 1], nullptr);
        worksheet_write_number(sheet, r, 3, points[r - 1], nullptr);
        worksheet_write_number(sheet, r, 4, 8, nullptr);
    }
}

void types(lxw_workbook* book)
{
    lxw_worksheet* sheet = workbook_add_worksheet(book, "Tarot");
    lxw_format* builtIn = workbook_add_format(book);
    format_set_num_format_index(builtIn, 14); // m/d/yyyy, ECMA-376 §18.8.30
    lxw_datetime date{2019, 9, 12, 0, 0, 0};
    lxw_datetime evening{2019, 9, 12, 20, 30, 0};
    lxw_datetime time{0, 0, 0, 20, 30, 0};
    worksheet_write_datetime(sheet, 0, 0, &date, numberFormat(book, "dd/mm/yyyy"));
    worksheet_write_datetime(sheet, 0, 1, &evening, numberFormat(book, "dd/mm/yyyy hh:mm"));
    worksheet_write_datetime(sheet, 0, 2, &date, builtIn);
    worksheet_write_datetime(sheet, 0, 3, &time, numberFormat(book, "hh:mm"));
    worksheet_write_number(sheet, 1, 0, 1081.23, nullptr);
    worksheet_write_number(sheet, 1, 1, 1000000, nullptr);
    worksheet_write_number(sheet, 1, 2, 0.0015, nullptr);
    worksheet_write_number(sheet, 1, 3, -12.5, numberFormat(book, "#,##0.00\\ [$€-40C]"));
    worksheet_write_formula_num(sheet, 2, 0, "=A2*2", nullptr, 2162.46);
    worksheet_write_formula_str(sheet, 2, 1, "=\"Zo\"&\"é\"", nullptr, "Zoé");
    worksheet_write_boolean(sheet, 2, 2, 1, nullptr);
    worksheet_write_boolean(sheet, 2, 3, 0, nullptr);
    worksheet_write_string(sheet, 3, 1, "  Élodie  ", nullptr);
}

void sheets(lxw_workbook* book)
{
    worksheet_write_string(workbook_add_worksheet(book, "2018"), 0, 0, "Joueur", nullptr);
    workbook_add_worksheet(book, "Vide");
    lxw_worksheet* third = workbook_add_worksheet(book, "2019");
    worksheet_write_string(third, 0, 0, "Joueur", nullptr);
    worksheet_write_string(third, 1, 0, "Zoé", nullptr);
}

void merged(lxw_workbook* book)
{
    lxw_worksheet* sheet = workbook_add_worksheet(book, "Duels");
    worksheet_merge_range(sheet, 0, 0, 0, 3, "Saison 2019", nullptr); // a title over the table
    worksheet_write_string(sheet, 2, 0, "Date", nullptr);
    worksheet_merge_range(sheet, 2, 1, 2, 2, "Joueur", nullptr);
    worksheet_write_string(sheet, 2, 3, "Vainqueur", nullptr);
    worksheet_write_string(sheet, 3, 1, "Anne", nullptr);
    worksheet_write_string(sheet, 3, 2, "Bob", nullptr);
}

void serials(lxw_workbook* book)
{
    lxw_worksheet* sheet = workbook_add_worksheet(book, "Mac");
    lxw_format* day = numberFormat(book, "yyyy-mm-dd");
    worksheet_write_number(sheet, 0, 0, 43720, day);
    worksheet_write_number(sheet, 0, 1, 1, day);
    worksheet_write_number(sheet, 0, 2, 61, day);
}

/// Row 3's score is no number.
void badScore(lxw_workbook* book)
{
    lxw_worksheet* sheet = workbook_add_worksheet(book, "Saison 2019");
    lxw_format* day = numberFormat(book, "dd/mm/yyyy");
    lxw_datetime date{2019, 9, 12, 0, 0, 0};
    worksheet_write_string(sheet, 0, 0, "Date", nullptr);
    worksheet_write_string(sheet, 0, 1, "Joueur", nullptr);
    worksheet_write_string(sheet, 0, 2, "Points", nullptr);
    worksheet_write_string(sheet, 0, 3, "Table", nullptr);
    worksheet_write_string(sheet, 0, 4, "Donnes", nullptr);
    worksheet_write_datetime(sheet, 1, 0, &date, day);
    worksheet_write_string(sheet, 1, 1, "Anne", nullptr);
    worksheet_write_number(sheet, 1, 2, 3, nullptr);
    worksheet_write_datetime(sheet, 2, 0, &date, day);
    worksheet_write_string(sheet, 2, 1, "Bob", nullptr);
    worksheet_write_string(sheet, 2, 2, "vingt", nullptr);
    for (lxw_row_t r = 1; r <= 2; ++r) {
        worksheet_write_number(sheet, r, 3, 1, nullptr);
        worksheet_write_number(sheet, r, 4, 8, nullptr);
    }
}

/// Two seasons of tarot, a sheet each, and an empty sheet.
void seasons(lxw_workbook* book)
{
    lxw_format* day = numberFormat(book, "dd/mm/yyyy");
    const char* names[] = {"2018", "2019"};
    for (int s = 0; s < 2; ++s) {
        lxw_worksheet* sheet = workbook_add_worksheet(book, names[s]);
        worksheet_write_string(sheet, 0, 0, "Date", nullptr);
        worksheet_write_string(sheet, 0, 1, "Joueur", nullptr);
        worksheet_write_string(sheet, 0, 2, "Points", nullptr);
        worksheet_write_string(sheet, 0, 3, "Table", nullptr);
        const char* players[] = {"Anne", "Bob", "Chloé"};
        for (lxw_row_t r = 1; r <= 3; ++r) {
            lxw_datetime date{2018 + s, 9, 12, 0, 0, 0};
            worksheet_write_datetime(sheet, r, 0, &date, day);
            worksheet_write_string(sheet, r, 1, players[r - 1], nullptr);
            worksheet_write_number(sheet, r, 2, 10.0 * r, nullptr);
            worksheet_write_number(sheet, r, 3, 1, nullptr);
        }
    }
    workbook_add_worksheet(book, "Notes");
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fputs("usage: palmares-test-xlsx DIR\n", stderr);
        return 2;
    }
    const std::string dir = std::string(argv[1]) + "/";
    const bool ok = write(dir + "tarot.xlsx", tarot) && write(dir + "types.xlsx", types) &&
                    write(dir + "sheets.xlsx", sheets, true) && write(dir + "merged.xlsx", merged) &&
                    write(dir + "serials.xlsx", serials) && write(dir + "badscore.xlsx", badScore) &&
                    write(dir + "seasons.xlsx", seasons);
    return ok ? 0 : 1;
}
