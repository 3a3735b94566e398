// The floor for `sheetctl registry resolve`: what a plain C program does to answer the same
// question. It streams the routing file through libyaml's events into an open-addressing hash
// map (each key and field copied with strdup, as such a program naturally would), then looks the
// IDs up: an exact ID beats the longest matching prefix pattern (`2021*`), which beats `default`.
//
// It checks only what it must to find its way (no unknown-field, presenter or duplicate checks):
// it is a floor, not a validator.
//
// Usage: sheetbench-routing-floor FILE ID...
// Prints one line per ID: app, presenter, theme, locale ("-" when unset) and what matched (the
// ID, the pattern with its `*`, or "default"), separated by tabs.

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

typedef struct {
    char *presenter, *theme, *locale;
} route_t;

typedef struct {
    char *key;
    size_t length;
    uint64_t hash;
    route_t route;
} entry_t;

typedef struct {
    entry_t *slots;
    size_t capacity, count;
} map_t;

static uint64_t fnv1a(const char *bytes, size_t length) {
    uint64_t hash = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < length; i++) hash = (hash ^ (unsigned char)bytes[i]) * 0x100000001b3ULL;
    return hash ^ (hash >> 29);
}

static entry_t *map_find(const map_t *map, const char *key, size_t length) {
    if (map->capacity == 0) return NULL;
    uint64_t hash = fnv1a(key, length);
    for (size_t i = hash & (map->capacity - 1);; i = (i + 1) & (map->capacity - 1)) {
        entry_t *slot = &map->slots[i];
        if (!slot->key) return NULL;
        if (slot->hash == hash && slot->length == length && memcmp(slot->key, key, length) == 0) return slot;
    }
}

static void map_place(map_t *map, entry_t entry) {
    size_t i = entry.hash & (map->capacity - 1);
    while (map->slots[i].key) i = (i + 1) & (map->capacity - 1);
    map->slots[i] = entry;
}

static void map_put(map_t *map, const char *key, size_t length, route_t route) {
    if ((map->count + 1) * 2 > map->capacity) {
        size_t old = map->capacity;
        entry_t *slots = map->slots;
        map->capacity = old ? old * 2 : 64;
        map->slots = calloc(map->capacity, sizeof(entry_t));
        if (!map->slots) exit(71);
        for (size_t i = 0; i < old; i++)
            if (slots[i].key) map_place(map, slots[i]);
        free(slots);
    }
    entry_t *existing = map_find(map, key, length);
    if (existing) {
        existing->route = route;
        return;
    }
    char *copy = malloc(length + 1);
    if (!copy) exit(71);
    memcpy(copy, key, length);
    copy[length] = 0;
    map_place(map, (entry_t){copy, length, fnv1a(key, length), route});
    map->count++;
}

static yaml_parser_t parser;
static yaml_event_t event;
static const char *path;

static void next(void) {
    yaml_event_delete(&event);
    if (!yaml_parser_parse(&parser, &event)) {
        fprintf(stderr, "%s:%lu:%lu: %s\n", path, (unsigned long)parser.problem_mark.line + 1,
                (unsigned long)parser.problem_mark.column + 1, parser.problem ? parser.problem : "error");
        exit(65);
    }
}

static int is_scalar(const char *text) {
    return event.type == YAML_SCALAR_EVENT && strcmp((const char *)event.data.scalar.value, text) == 0;
}

/// Skips the value whose first event is the current one.
static void skip(void) {
    int depth = 0;
    do {
        if (event.type == YAML_MAPPING_START_EVENT || event.type == YAML_SEQUENCE_START_EVENT) depth++;
        if (event.type == YAML_MAPPING_END_EVENT || event.type == YAML_SEQUENCE_END_EVENT) depth--;
        if (depth > 0) next();
    } while (depth > 0);
}

/// Reads a route mapping starting at the current event; leaves unset fields NULL.
static route_t read_route(void) {
    route_t route = {NULL, NULL, NULL};
    if (event.type != YAML_MAPPING_START_EVENT) {
        skip();
        return route;
    }
    for (next(); event.type != YAML_MAPPING_END_EVENT; next()) {
        char **field = is_scalar("presenter") ? &route.presenter
                       : is_scalar("theme")   ? &route.theme
                       : is_scalar("locale")  ? &route.locale
                                              : NULL;
        next();
        if (field && event.type == YAML_SCALAR_EVENT) {
            *field = strdup((const char *)event.data.scalar.value);
        } else {
            skip();
        }
    }
    return route;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE ID...\n", argv[0]);
        return 64;
    }
    path = argv[1];
    FILE *file = fopen(path, "rb");
    if (!file) {
        perror(path);
        return 66;
    }
    if (!yaml_parser_initialize(&parser)) return 70;
    yaml_parser_set_input_file(&parser, file);
    map_t exact = {0}, patterns = {0};
    size_t longest_pattern = 0;
    route_t fallback = {"auto", "default", NULL};
    memset(&event, 0, sizeof event);
    next();  // stream start
    next();  // document start or stream end
    if (event.type == YAML_DOCUMENT_START_EVENT) {
        next();
        if (event.type == YAML_MAPPING_START_EVENT) {
            for (next(); event.type != YAML_MAPPING_END_EVENT; next()) {
                int is_default = is_scalar("default"), is_apps = is_scalar("apps");
                next();
                if (is_default && event.type == YAML_MAPPING_START_EVENT) {
                    route_t route = read_route();
                    if (route.presenter) fallback.presenter = route.presenter;
                    if (route.theme) fallback.theme = route.theme;
                    if (route.locale) fallback.locale = route.locale;
                } else if (is_apps && event.type == YAML_MAPPING_START_EVENT) {
                    for (next(); event.type != YAML_MAPPING_END_EVENT; next()) {
                        if (event.type != YAML_SCALAR_EVENT) {
                            skip();
                            next();
                            skip();
                            continue;
                        }
                        size_t length = event.data.scalar.length;
                        char *key = malloc(length + 1);
                        if (!key) return 71;
                        memcpy(key, event.data.scalar.value, length + 1);
                        next();
                        route_t route = read_route();
                        if (length > 1 && key[length - 1] == '*') {
                            map_put(&patterns, key, length - 1, route);
                            if (length - 1 > longest_pattern) longest_pattern = length - 1;
                        } else {
                            map_put(&exact, key, length, route);
                        }
                        free(key);
                    }
                } else {
                    skip();
                }
            }
        } else {
            skip();
        }
    }
    yaml_event_delete(&event);
    yaml_parser_delete(&parser);
    fclose(file);

    for (int i = 2; i < argc; i++) {
        const char *app = argv[i];
        size_t length = strlen(app);
        entry_t *found = map_find(&exact, app, length);
        int is_exact = found != NULL;
        if (!found) {
            size_t matched;
            for (matched = length < longest_pattern ? length : longest_pattern; matched > 0; matched--) {
                found = map_find(&patterns, app, matched);
                if (found) break;
            }
        }
        route_t route = fallback;
        if (found) {
            if (found->route.presenter) route.presenter = found->route.presenter;
            if (found->route.theme) route.theme = found->route.theme;
            if (found->route.locale) route.locale = found->route.locale;
        }
        printf("%s\t%s\t%s\t%s\t", app, route.presenter, route.theme, route.locale ? route.locale : "-");
        if (!found) {
            printf("default\n");
        } else if (is_exact) {
            printf("%s\n", app);
        } else {
            printf("%.*s*\n", (int)found->length, found->key);
        }
    }
    return 0;
}
