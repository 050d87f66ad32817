#ifndef NOTISIM_CSVGRASTER_H
#define NOTISIM_CSVGRASTER_H
#include <stddef.h>

/// A PNG made by librsvg from an SVG document, `scale` device pixels per SVG pixel, refused when it would be more than
/// `max_pixels` pixels. On success `png` is malloc'd (free it) and `error` empty; on failure `png` is NULL and `error`
/// holds a one-line reason.
typedef struct {
    unsigned char *png;
    size_t length;
    int width;
    int height;
    char error[256];
} notisim_raster;

notisim_raster notisim_svg_to_png(const char *svg, size_t length, double scale, double max_pixels);

#endif
