#include "CImageCodecs.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/// libjpeg's error manager extended with a jump target, so errors return instead of calling exit().
struct cimg_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void cimg_jpeg_error_exit(j_common_ptr info) {
    struct cimg_jpeg_error *error = (struct cimg_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void cimg_jpeg_silence(j_common_ptr info, int level) { (void)info; (void)level; }

int cimg_decode_jpeg(const unsigned char *data, size_t length, long long max_pixels, cimg_result *out) {
    memset(out, 0, sizeof(*out));
    struct jpeg_decompress_struct info;
    struct cimg_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = cimg_jpeg_error_exit;
    error.manager.emit_message = cimg_jpeg_silence;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        snprintf(out->error, sizeof(out->error), "corrupt JPEG data (%s)", error.message);
        jpeg_destroy_decompress(&info);
        free(pixels);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    if ((long long)info.image_width * (long long)info.image_height > max_pixels) {
        snprintf(out->error, sizeof(out->error), "JPEG of %ux%u pixels is larger than the %lld-pixel limit",
                 info.image_width, info.image_height, max_pixels);
        jpeg_destroy_decompress(&info);
        return 0;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    pixels = malloc(stride * info.output_height);
    if (pixels == NULL) {
        snprintf(out->error, sizeof(out->error), "out of memory for a %ux%u JPEG", info.output_width, info.output_height);
        jpeg_destroy_decompress(&info);
        return 0;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    out->width = (int)info.output_width;
    out->height = (int)info.output_height;
    out->pixels = pixels;
    jpeg_destroy_decompress(&info);
    return 1;
}
