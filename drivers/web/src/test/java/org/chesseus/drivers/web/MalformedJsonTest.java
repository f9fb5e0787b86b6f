package org.chesseus.drivers.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A body that is not JSON is refused 400 with where and why in a person's words: never Jackson's
 * {@code [Source: REDACTED …]} location or character codes.
 */
class MalformedJsonTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"rules\": \"fide\" | at line 1, column 17: Unexpected end-of-input: expected close marker for Object (opened at line 1, column 1)",
        "[1,2 | at line 1, column 5: Unexpected end-of-input: expected close marker for Array (opened at line 1, column 1)",
        "{x} | at line 1, column 2: Unexpected character ('x'): was expecting double-quote to start field name"})
    void aMalformedBodyIsRefusedSayingWhereAndWhy(String body, String reason) {
        HttpRefusal refusal = org.junit.jupiter.api.Assertions.assertThrows(HttpRefusal.class,
                () -> JsonBody.read("a new game", body, Set.of("rules")));
        assertAll(
                () -> assertEquals(HttpRefusal.BAD_REQUEST, refusal.status()),
                () -> assertEquals("malformed JSON in the body of a new game " + reason, refusal.getMessage()));
    }
}
