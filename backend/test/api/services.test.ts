import { createService, filePart, multipartForm, request, samplePng, UNKNOWN_ID, type RestService } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

describe('REST /api/services', () => {
  let server: TestServer;
  let token: string;
  let first: RestService;
  let second: RestService;

  useAdminServer((started) => ({ server, token } = started));
  beforeAll(async () => {
    first = await createService(server, token, { title: 'Approval Plan', points: ['DTCP', 'CMDA'] });
    second = await createService(server, token, { title: 'Construction' });
  });

  it('GET /api/services answers a bare array in display order, with _id and id, and no place in the order nor Tamil texts', async () => {
    const { status, body } = await request<RestService[]>(server, 'GET', '/api/services');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((service) => service.title)).toEqual(['Approval Plan', 'Construction']);
    expect(body[0]).toEqual({
      _id: first.id,
      id: first.id,
      title: 'Approval Plan',
      description: first.description,
      points: ['DTCP', 'CMDA'],
      imageUrl: expect.stringMatching(/^\/uploads\/[a-z0-9]+\.webp$/),
      published: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
  });

  it('GET /api/services/:id answers the bare service, or 404 Service not found', async () => {
    const found = await request<RestService>(server, 'GET', `/api/services/${second.id}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual(second);
    for (const id of [UNKNOWN_ID, 'x']) {
      const missing = await request(server, 'GET', `/api/services/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'Service not found' });
    }
  });

  describe('POST /api/services', () => {
    it('answers 201 with the service, points from JSON text with blank points dropped, placed last', async () => {
      const form = multipartForm(
        { title: 'Consultation', description: 'Site visits', points: JSON.stringify(['  Budget  ', '', '   ', 'Schedule']) },
        { image: filePart(await samplePng()) },
      );
      const { status, body } = await request<RestService>(server, 'POST', '/api/services', { token, form });
      expect(status).toBe(201);
      expect(body).toMatchObject({ title: 'Consultation', description: 'Site visits', points: ['Budget', 'Schedule'] });
      expect(body._id).toBe(body.id);
      const listed = await request<RestService[]>(server, 'GET', '/api/services');
      expect(listed.body.at(-1)!.id).toBe(body.id);
    });

    it('answers 400 when points is not a JSON list', async () => {
      const form = multipartForm({ title: 'T', description: 'D', points: 'Budget' }, { image: filePart(await samplePng()) });
      const { status, body } = await request(server, 'POST', '/api/services', { token, form });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ points: 'Service points must be a JSON list of texts' });
    });

    it('answers 401 without a token', async () => {
      const form = multipartForm({ title: 'T', description: 'D', points: '["P"]' }, { image: filePart(await samplePng()) });
      expect((await request(server, 'POST', '/api/services', { form })).status).toBe(401);
    });
  });

  describe('PUT /api/services/:id', () => {
    it('answers 200 with the updated service and keeps the image when none is sent', async () => {
      const service = await createService(server, token);
      const form = multipartForm({ title: 'Soil and water testing', description: 'Lab tests', points: '["Soil", "Water"]' });
      const { status, body } = await request<RestService>(server, 'PUT', `/api/services/${service.id}`, { token, form });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        _id: service.id,
        id: service.id,
        title: 'Soil and water testing',
        description: 'Lab tests',
        points: ['Soil', 'Water'],
        imageUrl: service.imageUrl,
      });
    });

    it('replaces the image when one is sent', async () => {
      const service = await createService(server, token);
      const form = multipartForm({}, { image: filePart(await samplePng()) });
      const { status, body } = await request<RestService>(server, 'PUT', `/api/services/${service.id}`, { token, form });
      expect(status).toBe(200);
      expect(body.imageUrl).not.toBe(service.imageUrl);
      expect(body.title).toBe(service.title);
    });

    it('answers 404 Service not found for an unknown id, 401 without a token', async () => {
      const missing = await request(server, 'PUT', `/api/services/${UNKNOWN_ID}`, { token, form: multipartForm({ title: 'X' }) });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'Service not found' });
      expect((await request(server, 'PUT', `/api/services/${first.id}`, { form: multipartForm({ title: 'X' }) })).status).toBe(401);
    });
  });

  describe('DELETE /api/services/:id', () => {
    it('answers 200 {message: Service deleted successfully}', async () => {
      const service = await createService(server, token);
      const { status, body } = await request(server, 'DELETE', `/api/services/${service.id}`, { token });
      expect(status).toBe(200);
      expect(body).toEqual({ message: 'Service deleted successfully' });
      expect((await request(server, 'GET', `/api/services/${service.id}`)).status).toBe(404);
    });

    it('answers 404 for an unknown id and 401 without a token', async () => {
      const missing = await request(server, 'DELETE', `/api/services/${UNKNOWN_ID}`, { token });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'Service not found' });
      expect((await request(server, 'DELETE', `/api/services/${first.id}`)).status).toBe(401);
      expect((await request(server, 'GET', `/api/services/${first.id}`)).status).toBe(200);
    });
  });
});
