/* Writes the JPEG fixtures through libjpeg (used by make_fixtures.py):
 *   make_jpeg FILE              a 16x8 RGB gradient, baseline
 *   make_jpeg FILE progressive  the same gradient, progressive (libjpeg's standard progression of 10 scans)
 *   make_jpeg FILE many-scans   a 16x8 grey gradient in 704 progressive scans: every coefficient sent on its own
 *                               and refined one bit at a time (a valid scan script, far over the decoder's limit) */
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

/* Spectral selection Ss..Se of the one component, successive approximation from bit 10 down to bit 0. */
static int refine_one_bit_at_a_time(jpeg_scan_info *scans, int count, int ss, int se) {
    for (int al = 10; al >= 0; al--) {
        jpeg_scan_info *scan = &scans[count++];
        scan->comps_in_scan = 1;
        scan->component_index[0] = 0;
        scan->Ss = ss;
        scan->Se = se;
        scan->Ah = al == 10 ? 0 : al + 1;
        scan->Al = al;
    }
    return count;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    const char *mode = argc > 2 ? argv[2] : "baseline";
    int grey = strcmp(mode, "many-scans") == 0;
    FILE *file = fopen(argv[1], "wb");
    if (!file) return 1;
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr error;
    info.err = jpeg_std_error(&error);
    jpeg_create_compress(&info);
    jpeg_stdio_dest(&info, file);
    info.image_width = 16; info.image_height = 8;
    info.input_components = grey ? 1 : 3; info.in_color_space = grey ? JCS_GRAYSCALE : JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 95, TRUE);
    static jpeg_scan_info scans[64 * 11];
    if (strcmp(mode, "progressive") == 0) jpeg_simple_progression(&info);
    if (grey) {
        int count = 0;
        for (int coefficient = 0; coefficient < 64; coefficient++) count = refine_one_bit_at_a_time(scans, count, coefficient, coefficient);
        info.scan_info = scans;
        info.num_scans = count;
    }
    jpeg_start_compress(&info, TRUE);
    unsigned char row[16 * 3];
    while (info.next_scanline < info.image_height) {
        for (int x = 0; x < 16; x++) {
            if (grey) row[x] = x * 16;
            else { row[x * 3] = x * 16; row[x * 3 + 1] = 128; row[x * 3 + 2] = 255 - x * 16; }
        }
        JSAMPROW pointer = row;
        jpeg_write_scanlines(&info, &pointer, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    fclose(file);
    return 0;
}
