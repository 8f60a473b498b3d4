#include "grid_quad.hpp"

#include <opencv2/imgproc.hpp>

namespace sudokit::scan {

GridQuad order_corners(const std::vector<cv::Point2f>& points) {
    GridQuad quad{points.at(0), points.at(0), points.at(0), points.at(0)};
    for (const cv::Point2f& point : points) {
        if (point.x + point.y < quad[0].x + quad[0].y) quad[0] = point;
        if (point.x - point.y > quad[1].x - quad[1].y) quad[1] = point;
        if (point.x + point.y > quad[2].x + quad[2].y) quad[2] = point;
        if (point.x - point.y < quad[3].x - quad[3].y) quad[3] = point;
    }
    return quad;
}

cv::Mat warp_to_square(const cv::Mat& image, const GridQuad& quad, int pixels) {
    const auto side = static_cast<float>(pixels);
    const std::array<cv::Point2f, 4> square = {cv::Point2f(0, 0), cv::Point2f(side, 0),
                                               cv::Point2f(side, side), cv::Point2f(0, side)};
    const cv::Mat transform = cv::getPerspectiveTransform(quad.data(), square.data());
    cv::Mat warped;
    cv::warpPerspective(image, warped, transform, cv::Size(pixels, pixels), cv::INTER_LINEAR,
                        cv::BORDER_REPLICATE);
    return warped;
}

}  // namespace sudokit::scan
