#include "CImageCodecs.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/// The most scans a JPEG may have. libjpeg reads every scan of a progressive JPEG before the first pixel, each over
/// the whole image, and sets no limit of its own: a small file with thousands of nearly empty scans burns seconds of
/// CPU per decode. libjpeg's standard progression writes 10 scans (6 for grey), and a script refining every
/// coefficient one bit at a time several hundred; 100 leaves room for any encoder's choice and bounds the work to
/// about 100 passes over the pixel budget (docs/rules/requests.md#attachments).
#define CIMG_JPEG_MAX_SCANS 100

/// libjpeg's error manager extended with a jump target, so errors return instead of calling exit(); its messages
/// (warnings included) are kept here, never printed.
struct cimg_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    /// Set when the decode was stopped for having more than CIMG_JPEG_MAX_SCANS scans.
    int too_many_scans;
};

static void cimg_jpeg_error_exit(j_common_ptr info) {
    struct cimg_jpeg_error *error = (struct cimg_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void cimg_jpeg_silence(j_common_ptr info, int level) { (void)info; (void)level; }

static void cimg_jpeg_discard_message(j_common_ptr info) { (void)info; }

/// Called by libjpeg between pieces of input (at least once per scan): stops the decode past the scan limit.
static void cimg_jpeg_count_scans(j_common_ptr info) {
    if (((j_decompress_ptr)info)->input_scan_number > CIMG_JPEG_MAX_SCANS) {
        struct cimg_jpeg_error *error = (struct cimg_jpeg_error *)info->err;
        error->too_many_scans = 1;
        longjmp(error->jump, 1);
    }
}

int cimg_decode_jpeg(const unsigned char *data, size_t length, long long max_pixels, cimg_result *out) {
    memset(out, 0, sizeof(*out));
    struct jpeg_decompress_struct info;
    struct cimg_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = cimg_jpeg_error_exit;
    error.manager.emit_message = cimg_jpeg_silence;
    error.manager.output_message = cimg_jpeg_discard_message;
    error.message[0] = 0;
    error.too_many_scans = 0;
    struct jpeg_progress_mgr progress = {.progress_monitor = cimg_jpeg_count_scans};
    if (setjmp(error.jump)) {
        if (error.too_many_scans) {
            snprintf(out->error, sizeof(out->error), "JPEG with more than %d scans (over the scan limit)", CIMG_JPEG_MAX_SCANS);
        } else {
            snprintf(out->error, sizeof(out->error), "corrupt JPEG data (%s)", error.message);
        }
        jpeg_destroy_decompress(&info);
        free(pixels);
        return 0;
    }
    jpeg_create_decompress(&info);
    info.progress = &progress;
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
