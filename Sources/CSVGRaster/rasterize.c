#include "CSVGRaster.h"
#include <cairo.h>
#include <librsvg/rsvg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct buffer { unsigned char *bytes; size_t length; size_t capacity; };

static cairo_status_t append(void *closure, const unsigned char *data, unsigned int length) {
    struct buffer *buffer = closure;
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = (buffer->capacity + length) * 2;
        unsigned char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) { return CAIRO_STATUS_NO_MEMORY; }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, length);
    buffer->length += length;
    return CAIRO_STATUS_SUCCESS;
}

notisim_raster notisim_svg_to_png(const char *svg, size_t length, double scale, double max_pixels) {
    notisim_raster result = { 0 };
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data((const guint8 *)svg, length, &error);
    if (handle == NULL) {
        snprintf(result.error, sizeof result.error, "librsvg cannot read the SVG: %s", error ? error->message : "unknown error");
        if (error) { g_error_free(error); }
        return result;
    }
    gdouble width = 0, height = 0;
    if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height)) {
        /* A document with a viewBox and no width and height (most icons) is as large as its viewBox. */
        gboolean has_viewbox = FALSE;
        RsvgRectangle viewbox = { 0 };
        rsvg_handle_get_intrinsic_dimensions(handle, NULL, NULL, NULL, NULL, &has_viewbox, &viewbox);
        if (has_viewbox) { width = viewbox.width; height = viewbox.height; }
    }
    if (!(width > 0) || !(height > 0)) {
        snprintf(result.error, sizeof result.error, "the SVG has no size in pixels");
        g_object_unref(handle);
        return result;
    }
    if (width * scale * height * scale > max_pixels) {
        snprintf(result.error, sizeof result.error, "the SVG is %.0f x %.0f pixels, over the %.0f-pixel limit", width * scale, height * scale, max_pixels);
        g_object_unref(handle);
        return result;
    }
    result.width = (int)(width * scale + 0.5);
    result.height = (int)(height * scale + 0.5);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, result.width, result.height);
    cairo_t *cairo = cairo_create(surface);
    cairo_scale(cairo, scale, scale);
    RsvgRectangle viewport = { 0, 0, width, height };
    if (!rsvg_handle_render_document(handle, cairo, &viewport, &error)) {
        snprintf(result.error, sizeof result.error, "librsvg cannot draw the SVG: %s", error ? error->message : "unknown error");
        if (error) { g_error_free(error); }
    } else {
        struct buffer buffer = { 0 };
        if (cairo_surface_write_to_png_stream(surface, append, &buffer) == CAIRO_STATUS_SUCCESS) {
            result.png = buffer.bytes;
            result.length = buffer.length;
        } else {
            free(buffer.bytes);
            snprintf(result.error, sizeof result.error, "cairo cannot write the PNG");
        }
    }
    cairo_destroy(cairo);
    cairo_surface_destroy(surface);
    g_object_unref(handle);
    return result;
}
