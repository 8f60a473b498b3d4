#include "print/print_document.hpp"

#include <algorithm>
#include <filesystem>
#include <memory>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>
#include <fmt/format.h>

#include "print/cairo_handles.hpp"
#include "print/kakuro_layout.hpp"
#include "print/output_file.hpp"
#include "print/page_drawing.hpp"
#include "print/pagination.hpp"
#include "print/print_error.hpp"

namespace sudokit::print {

namespace {

void check_status(cairo_status_t status, const OutputFile& output) {
    if (status != CAIRO_STATUS_SUCCESS) {
        throw PrintError(fmt::format("cannot write {}: {}", output.display_name(),
                                     cairo_status_to_string(status)));
    }
}

// Ends the surface (which writes what is left) and closes the file, reporting any failure.
void finish(SurfacePointer surface, OutputFile& output) {
    cairo_surface_finish(surface.get());
    check_status(cairo_surface_status(surface.get()), output);
    surface.reset();
    output.commit();
}

void write_pdf(const std::vector<PrintEntry>& entries, const std::vector<PagePlan>& pages,
               const PrintOptions& options, const std::string& path) {
    const PaperSize paper = paper_size(options.paper, options.landscape);
    OutputFile output(path);
    SurfacePointer surface(cairo_pdf_surface_create_for_stream(&OutputFile::write, &output,
                                                               paper.width, paper.height));
    check_status(cairo_surface_status(surface.get()), output);
    const bool kakuro = !entries.empty() && entries.front().kakuro;
    const std::string title =
        !options.title.empty() ? options.title : std::string(kakuro ? "Kakuro" : "Sudoku");
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, title.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "sudokit print");
    {
        ContextPointer cr(cairo_create(surface.get()));
        const int page_count = static_cast<int>(pages.size());
        for (int page = 0; page < page_count; ++page) {
            draw_page(cr.get(), pages[page], entries, options, page + 1, page_count);
            cairo_show_page(cr.get());
            check_status(cairo_status(cr.get()), output);
        }
    }
    finish(std::move(surface), output);
}

void write_svg_page(const std::vector<PrintEntry>& entries, const PagePlan& page,
                    const PrintOptions& options, int page_number, int page_count,
                    const std::string& path) {
    const PaperSize paper = paper_size(options.paper, options.landscape);
    OutputFile output(path);
    SurfacePointer surface(cairo_svg_surface_create_for_stream(&OutputFile::write, &output,
                                                               paper.width, paper.height));
    check_status(cairo_surface_status(surface.get()), output);
    // Points, like the PDF, so that the page prints at its paper size.
    cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_PT);
    {
        ContextPointer cr(cairo_create(surface.get()));
        draw_page(cr.get(), page, entries, options, page_number, page_count);
        check_status(cairo_status(cr.get()), output);
    }
    finish(std::move(surface), output);
}

}  // namespace

PageCounts page_counts(const std::vector<PrintEntry>& entries, const PrintOptions& options) {
    const BoardEnvelope boards = kakuro_envelope(entries);
    if (boards.empty()) {
        int largest_side = 0;
        for (const PrintEntry& entry : entries)
            largest_side = std::max(largest_side, entry.givens.shape().side());
        return {options.per_page, options.effective_solutions_per_page(largest_side)};
    }
    // By default twice as many solutions a page as puzzles, as for a 9x9 Sudoku: the readable
    // size of the squares then lowers what large boards would not fit.
    return {readable_kakuro_count(options, PageKind::puzzles, options.per_page, boards),
            readable_kakuro_count(options, PageKind::solutions,
                                  options.effective_solutions_per_page(9), boards)};
}

std::string svg_page_path(const std::string& path, int page_number) {
    if (page_number <= 1) return path;
    const std::filesystem::path file(path);
    std::filesystem::path numbered = file.parent_path();
    numbered /=
        fmt::format("{}-{}{}", file.stem().string(), page_number, file.extension().string());
    return numbered.string();
}

WrittenDocument write_document(const std::vector<PrintEntry>& entries, const PrintOptions& options,
                               const std::string& path) {
    if (entries.empty()) throw PrintError("no puzzle to print");
    const PageCounts counts = page_counts(entries, options);
    std::vector<PagePlan> pages =
        paginate(entries, counts.puzzles, options.solutions, counts.solutions);
    const double grid_aspect = kakuro_envelope(entries).aspect();
    for (PagePlan& page : pages)
        page.grid_aspect = grid_aspect;
    WrittenDocument written;
    written.pages = static_cast<int>(pages.size());
    if (options.format == OutputFormat::pdf) {
        write_pdf(entries, pages, options, path);
        written.files.push_back(path);
        return written;
    }
    if (path == "-" && pages.size() > 1) {
        throw PrintError(fmt::format(
            "the document has {} pages and SVG holds one page per file: name a file with -o "
            "(pages 2 and on go to NAME-2.svg...) or print a PDF",
            pages.size()));
    }
    for (int page = 0; page < written.pages; ++page) {
        const std::string page_path = svg_page_path(path, page + 1);
        write_svg_page(entries, pages[page], options, page + 1, written.pages, page_path);
        written.files.push_back(page_path);
    }
    return written;
}

}  // namespace sudokit::print
