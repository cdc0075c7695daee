import { describe, expect, it } from 'vitest';
import { failureNotice, transportNotice } from './transport.ts';

describe('transport notices', () => {
  it.each([502, 503])('%i: server being updated', (status) => {
    expect(transportNotice('en-US', status, 'Bad Gateway')).toEqual({
      title: 'Server updating',
      description: 'Server is being updated, please try again later',
    });
  });

  it.each([408, 504])('%i: request timed out', (status) => {
    expect(transportNotice('en-US', status, 'Gateway Timeout').description).toBe(
      'Request timed out, please try again later',
    );
  });

  it('any other status: "[status] statusText" titled response exception', () => {
    expect(transportNotice('en-US', 404, 'Not Found')).toEqual({
      title: 'Response exception, please try again later',
      description: '[404] Not Found',
    });
    expect(transportNotice('zh-CN', 500, 'Internal Server Error').title).toBe('响应异常，请稍后再试');
  });

  it('no answer: timeout, network error and request exception', () => {
    expect(failureNotice('en-US', 'timeout').description).toBe('Request timed out, please try again later');
    expect(failureNotice('en-US', 'network', 'Failed to fetch')).toEqual({
      title: 'Request exception',
      description: 'Failed to fetch',
    });
    expect(failureNotice('en-US', 'network', 'status 500').title).toBe('Server updating');
    expect(failureNotice('vi-VN', 'setup').title).toBe('Yêu cầu bất thường');
  });
});
