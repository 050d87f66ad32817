#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H

#include <stddef.h>

/// The result of a decode: RGBA pixels (4 bytes each, row-major) or an error message.
typedef struct {
    int width;
    int height;
    unsigned char *pixels;
    char error[160];
} cimg_result;

/// Decodes a PNG held in memory through libpng's simplified API.
/// Refuses images with more than `max_pixels` pixels before decoding them. Returns 1 on success, 0 on failure.
int cimg_decode_png(const unsigned char *data, size_t length, long long max_pixels, cimg_result *out);

/// Decodes a JPEG held in memory through libjpeg; errors longjmp back instead of exiting the process.
/// Refuses images with more than `max_pixels` pixels before decoding them. Returns 1 on success, 0 on failure.
int cimg_decode_jpeg(const unsigned char *data, size_t length, long long max_pixels, cimg_result *out);

/// Frees the pixels of a successful decode.
void cimg_free(cimg_result *result);

#endif
