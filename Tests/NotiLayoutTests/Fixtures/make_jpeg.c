/* Writes a 16x8 RGB gradient JPEG to argv[1] (used by make_fixtures.py). */
#include <stdio.h>
#include <jpeglib.h>

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    FILE *file = fopen(argv[1], "wb");
    if (!file) return 1;
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr error;
    info.err = jpeg_std_error(&error);
    jpeg_create_compress(&info);
    jpeg_stdio_dest(&info, file);
    info.image_width = 16; info.image_height = 8; info.input_components = 3; info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 95, TRUE);
    jpeg_start_compress(&info, TRUE);
    unsigned char row[16 * 3];
    while (info.next_scanline < info.image_height) {
        for (int x = 0; x < 16; x++) { row[x * 3] = x * 16; row[x * 3 + 1] = 128; row[x * 3 + 2] = 255 - x * 16; }
        JSAMPROW pointer = row;
        jpeg_write_scanlines(&info, &pointer, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    fclose(file);
    return 0;
}
