// The floor for `sheetctl lint` and `sheetctl preview`: the least a program can do with a theme
// file, which is to start, open it and pull every libyaml event out of it.
//
// Usage: sheetbench-theme-floor FILE
// Prints the number of events and the number of scalar bytes, so the work cannot be skipped.

#include <stdio.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 64;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 66;
    }
    yaml_parser_t parser;
    yaml_event_t event;
    if (!yaml_parser_initialize(&parser)) return 70;
    yaml_parser_set_input_file(&parser, file);
    unsigned long events = 0, bytes = 0;
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%lu:%lu: %s\n", argv[1], (unsigned long)parser.problem_mark.line + 1,
                    (unsigned long)parser.problem_mark.column + 1, parser.problem ? parser.problem : "error");
            yaml_parser_delete(&parser);
            fclose(file);
            return 65;
        }
        yaml_event_type_t type = event.type;
        if (type == YAML_SCALAR_EVENT) bytes += event.data.scalar.length;
        events++;
        yaml_event_delete(&event);
        if (type == YAML_STREAM_END_EVENT) break;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    printf("%lu events, %lu scalar bytes\n", events, bytes);
    return 0;
}
