#include "CImageCodecs.h"
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cimg_decode_png(const unsigned char *data, size_t length, long long max_pixels, cimg_result *out) {
    memset(out, 0, sizeof(*out));
    png_image image;
    memset(&image, 0, sizeof(image));
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, length)) {
        snprintf(out->error, sizeof(out->error), "not a readable PNG (%s)", image.message);
        return 0;
    }
    if ((long long)image.width * (long long)image.height > max_pixels) {
        snprintf(out->error, sizeof(out->error), "PNG of %ux%u pixels is larger than the %lld-pixel limit",
                 image.width, image.height, max_pixels);
        png_image_free(&image);
        return 0;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t size = PNG_IMAGE_SIZE(image);
    unsigned char *pixels = malloc(size);
    if (pixels == NULL) {
        snprintf(out->error, sizeof(out->error), "out of memory for a %ux%u PNG", image.width, image.height);
        png_image_free(&image);
        return 0;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        snprintf(out->error, sizeof(out->error), "corrupt PNG data (%s)", image.message);
        free(pixels);
        png_image_free(&image);
        return 0;
    }
    out->width = (int)image.width;
    out->height = (int)image.height;
    out->pixels = pixels;
    return 1;
}

void cimg_free(cimg_result *result) {
    free(result->pixels);
    result->pixels = NULL;
}
